import { describe, expect, it } from "vitest";
import { PresenceTracker, type PresenceStatus } from "../src/presence.js";

function tracker(timeoutMs = 60_000) {
  const events: Array<[string, PresenceStatus]> = [];
  const presence = new PresenceTracker(timeoutMs, (userId, status) => events.push([userId, status]));
  return { presence, events };
}

describe("PresenceTracker", () => {
  it("announces a user once when a second tab connects", () => {
    const { presence, events } = tracker();
    presence.join("ana", 0);
    presence.join("ana", 1_000);
    expect(events).toEqual([["ana", "online"]]);
  });

  it("goes offline only when the last socket leaves", () => {
    const { presence, events } = tracker();
    presence.join("ana", 0);
    presence.join("ana", 0);
    presence.leave("ana");
    expect(presence.statusOf("ana")).toBe("online");
    presence.leave("ana");
    expect(events.at(-1)).toEqual(["ana", "offline"]);
  });

  it("marks a silent user away after the timeout", () => {
    const { presence } = tracker();
    presence.join("ana", 0);
    presence.sweep(59_000);
    expect(presence.statusOf("ana")).toBe("online");
    presence.sweep(61_000);
    expect(presence.statusOf("ana")).toBe("away");
  });

  it("brings an away user back online on the next message", () => {
    const { presence, events } = tracker();
    presence.join("ana", 0);
    presence.sweep(61_000);
    presence.touch("ana", 62_000);
    expect(presence.statusOf("ana")).toBe("online");
    expect(events).toEqual([
      ["ana", "online"],
      ["ana", "away"],
      ["ana", "online"],
    ]);
  });
});
