export interface Plan {
  id: "basic" | "pro" | "team";
  name: string;
  monthlyPriceCents: number;
  seats: number;
  stripePriceId: string;
}

export const PLANS: Record<Plan["id"], Plan> = {
  basic: { id: "basic", name: "Basic", monthlyPriceCents: 900, seats: 1, stripePriceId: "price_1Q7basicM" },
  pro: { id: "pro", name: "Pro", monthlyPriceCents: 2900, seats: 3, stripePriceId: "price_1Q7proM" },
  team: { id: "team", name: "Team", monthlyPriceCents: 7900, seats: 10, stripePriceId: "price_1Q7teamM" },
};

export function planById(id: string): Plan {
  const plan = PLANS[id as Plan["id"]];
  if (!plan) {
    throw new Error(`unknown plan ${id}`);
  }
  return plan;
}

export function isUpgrade(from: Plan, to: Plan): boolean {
  return to.monthlyPriceCents > from.monthlyPriceCents;
}
