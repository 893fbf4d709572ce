import { describe, expect, it } from "vitest";

import { isDue, nextStandup } from "../src/scheduler.js";
import type { Team } from "../src/teams.js";
import { localParts, parseHHMM } from "../src/time.js";

const berlin: Team = {
  id: "platform",
  name: "Platform",
  channel: "C1",
  tz: "Europe/Berlin",
  standupAt: "09:30",
  days: [1, 2, 3, 4, 5],
};

describe("localParts", () => {
  it("converts to the team zone", () => {
    expect(localParts(new Date("2025-11-03T08:30:00Z"), "Europe/Berlin")).toMatchObject({ hour: 9, minute: 30 });
  });
});

describe("parseHHMM", () => {
  it("rejects nonsense", () => {
    expect(() => parseHHMM("9.30")).toThrow();
    expect(parseHHMM("09:05")).toEqual({ hour: 9, minute: 5 });
  });
});

describe("isDue", () => {
  it("fires on a weekday at the local time", () => {
    expect(isDue(berlin, new Date("2025-11-03T08:30:00Z"))).toBe(true); // Monday 09:30 Berlin
  });
  it("does not fire on Saturday", () => {
    expect(isDue(berlin, new Date("2025-11-08T08:30:00Z"))).toBe(false);
  });
});

describe("nextStandup", () => {
  it("skips the weekend", () => {
    // Friday 10:00 Berlin -> Monday 09:30 Berlin
    expect(nextStandup(berlin, new Date("2025-11-07T09:00:00Z"))?.toISOString()).toBe("2025-11-10T08:30:00.000Z");
  });
});
