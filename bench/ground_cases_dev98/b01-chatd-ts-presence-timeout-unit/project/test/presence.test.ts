import { describe, expect, it, vi } from "vitest";
import { PresenceTracker } from "../src/presence.js";

describe("PresenceTracker", () => {
  it("lists users who joined a room", () => {
    const p = new PresenceTracker();
    p.join("aki", "general", 0);
    p.join("ben", "general", 0);
    p.join("ben", "random", 0);
    expect(p.online("general")).toEqual(["aki", "ben"]);
    expect(p.online("random")).toEqual(["ben"]);
  });

  it("forgets a user who left their last room", () => {
    const p = new PresenceTracker();
    p.join("aki", "general", 0);
    p.leave("aki", "general");
    expect(p.online("general")).toEqual([]);
  });

  it("keeps a user online while another tab is still in the room", () => {
    const p = new PresenceTracker();
    p.join("aki", "general", 0);
    p.join("aki", "general", 0);
    p.leave("aki", "general");
    expect(p.online("general")).toEqual(["aki"]);
    p.leave("aki", "general");
    expect(p.online("general")).toEqual([]);
  });

  it("reports changes to the listener", () => {
    const onChange = vi.fn();
    const p = new PresenceTracker(onChange);
    p.join("aki", "general", 0);
    expect(onChange).toHaveBeenCalledWith("general", ["aki"]);
  });

  it("drops users nobody has heard from for two minutes", () => {
    const p = new PresenceTracker();
    p.join("aki", "general", 0);
    expect(p.sweep(120_000)).toEqual(["aki"]);
    expect(p.online("general")).toEqual([]);
  });
});
