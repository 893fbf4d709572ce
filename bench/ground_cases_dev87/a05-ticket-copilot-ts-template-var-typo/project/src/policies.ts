export interface Policy {
  id: string;
  excerpt: string;
}

const POLICIES: Record<string, Policy> = {
  refund: {
    id: "POL-REF-3",
    excerpt: "Refunds over $200 or older than 30 days need approval from the refunds team.",
  },
  shipping: {
    id: "POL-SHP-1",
    excerpt: "Lost parcels are reshipped once; a second loss is refunded in full.",
  },
  account: {
    id: "POL-ACC-2",
    excerpt: "Account ownership changes need ID verification by the trust team.",
  },
};

export function findPolicy(category: string): Policy {
  return POLICIES[category] ?? { id: "POL-GEN", excerpt: "Follow the general support guidelines." };
}
