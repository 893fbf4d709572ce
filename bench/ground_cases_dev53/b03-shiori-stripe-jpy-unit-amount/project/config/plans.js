// Price in major units of the currency (yen, dollars). Stripe wants minor units.
export const PLANS = {
  pro_monthly_jpy: {
    name: "Pro 月額",
    price: 480,
    currency: "jpy",
    interval: "month",
  },
  pro_yearly_jpy: {
    name: "Pro 年額",
    price: 4800,
    currency: "jpy",
    interval: "year",
  },
  pro_monthly_usd: {
    name: "Pro monthly",
    price: 3.99,
    currency: "usd",
    interval: "month",
  },
  pro_yearly_usd: {
    name: "Pro yearly",
    price: 39.9,
    currency: "usd",
    interval: "year",
  },
};

export function findPlan(id) {
  const plan = PLANS[id];
  if (!plan) throw new Error(`unknown plan ${id}`);
  return { id, ...plan };
}
