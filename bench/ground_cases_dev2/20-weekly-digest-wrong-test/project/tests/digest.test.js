"use strict";
const test = require("node:test");
const assert = require("node:assert");
const { groupByWeek } = require("../src/digest");

test("groups by ISO week", () => {
  const g = groupByWeek([{ at: "2024-06-10T10:00:00Z" }, { at: "2024-06-16T10:00:00Z" }]);
  assert.deepStrictEqual([...g.keys()], ["2024-W24"]);
});
