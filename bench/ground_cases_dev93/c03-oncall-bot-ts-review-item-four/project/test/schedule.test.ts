import { describe, expect, it } from "vitest";

import { beijingDate, currentOnCall, type Rotation, upcoming } from "../src/schedule.js";

const rotation: Rotation = {
  members: ["ou_alice", "ou_bob", "ou_carol", "ou_dave"],
  start: "2025-01-06",
  handoverHour: 10,
};

describe("beijingDate", () => {
  it("rolls over at Beijing midnight", () => {
    expect(beijingDate(Date.parse("2025-01-06T15:59:00Z"))).toBe("2025-01-06");
    expect(beijingDate(Date.parse("2025-01-06T16:00:00Z"))).toBe("2025-01-07");
  });
});

describe("currentOnCall", () => {
  it("starts with the first member", () => {
    expect(currentOnCall(rotation, [], Date.parse("2025-01-08T12:00:00+08:00"))).toBe("ou_alice");
  });

  it("moves one member per week", () => {
    expect(currentOnCall(rotation, [], Date.parse("2025-01-15T12:00:00+08:00"))).toBe("ou_bob");
    expect(currentOnCall(rotation, [], Date.parse("2025-02-05T12:00:00+08:00"))).toBe("ou_alice");
  });

  it("hands over on Monday at 10:00 Beijing time", () => {
    expect(currentOnCall(rotation, [], Date.parse("2025-01-13T09:59:00+08:00"))).toBe("ou_alice");
    expect(currentOnCall(rotation, [], Date.parse("2025-01-13T10:00:00+08:00"))).toBe("ou_bob");
  });

  it("lets an override win for that day", () => {
    const overrides = [{ date: "2025-01-08", memberId: "ou_dave" }];
    expect(currentOnCall(rotation, overrides, Date.parse("2025-01-08T12:00:00+08:00"))).toBe("ou_dave");
  });
});

describe("upcoming", () => {
  it("lists the next shifts in order", () => {
    const list = upcoming(rotation, 3, Date.parse("2025-01-08T12:00:00+08:00"));
    expect(list.map((x) => x.memberId)).toEqual(["ou_alice", "ou_bob", "ou_carol"]);
  });
});
