"use strict";
const { weekLabel } = require("./week");

function groupByWeek(events) {
  const groups = new Map();
  for (const e of events) {
    const key = weekLabel(new Date(e.at));
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(e);
  }
  return groups;
}

module.exports = { groupByWeek };
