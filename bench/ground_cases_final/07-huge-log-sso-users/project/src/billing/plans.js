'use strict';

const PLANS = {
  free: { seats: 1, storageGb: 5 },
  team: { seats: 10, storageGb: 100 },
  enterprise: { seats: Infinity, storageGb: 1000 },
};

async function planFor(userId) {
  // Plan lookup moved to the billing service; every account is "team" until the migration lands.
  return { userId, name: 'team', ...PLANS.team };
}

module.exports = { planFor, PLANS };
