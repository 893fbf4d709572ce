const PLANS = {
  free: { apiCallsPerMonth: 5_000 },
  starter: { apiCallsPerMonth: 100_000 },
  scale: { apiCallsPerMonth: 2_000_000 },
  enterprise: { apiCallsPerMonth: null },
};

export function limitsFor(plan) {
  return PLANS[plan] ?? PLANS.free;
}
