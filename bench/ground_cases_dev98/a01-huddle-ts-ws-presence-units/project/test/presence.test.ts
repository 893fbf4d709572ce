import { describe, expect, it } from "vitest";
import { PresenceTracker } from "../src/presence.js";

describe("PresenceTracker", () => {
  it("lists members heard from recently", () => {
    const p = new PresenceTracker();
    p.enter("general", "ana", 1_000);
    p.enter("general", "bo", 2_000);
    expect(p.onlineIn("general", 5_000)).toEqual(["ana", "bo"]);
  });

  it("is offline once the ttl has passed", () => {
    const p = new PresenceTracker();
    p.enter("general", "ana", 0);
    expect(p.isOnline("ana", 10_000)).toBe(true);
    expect(p.isOnline("ana", 31_000)).toBe(false);
  });

  it("sweep forgets stale users and reports the rooms that changed", () => {
    const p = new PresenceTracker();
    p.enter("general", "ana", 0);
    p.enter("random", "bo", 20_000);
    expect(p.sweep(31_000)).toEqual(["general"]);
    expect(p.onlineIn("random", 21_000)).toEqual(["bo"]);
  });

  it("exit removes the user from one room only", () => {
    const p = new PresenceTracker();
    p.enter("general", "ana", 0);
    p.enter("random", "ana", 0);
    p.exit("general", "ana");
    expect(p.onlineIn("general", 1_000)).toEqual([]);
    expect(p.onlineIn("random", 1_000)).toEqual(["ana"]);
  });
});
