"use strict";

// v0 totals, kept for the old widget. Not exported.
function shipping(sub, rules) {
  return sub >= rules.freeOver ? 0 : rules.flat;
}

module.exports = { shipping };
