export type Plan = {
  id: "starter" | "team" | "enterprise";
  name: string;
  priceMonthly: number | null;
  blurb: string;
  features: string[];
  cta: { label: string; href: string };
  highlighted?: boolean;
};

export const PLANS: Plan[] = [
  {
    id: "starter",
    name: "Starter",
    priceMonthly: 49,
    blurb: "One entity, the standard dashboards.",
    features: ["1 ERP connection", "12 standard dashboards", "Email support"],
    cta: { label: "Start free trial", href: "/signup?plan=starter" },
  },
  {
    id: "team",
    name: "Team",
    priceMonthly: 199,
    blurb: "Multi-entity consolidation and custom reports for growing finance teams.",
    features: [
      "Up to 5 ERP connections",
      "Consolidation across entities",
      "Custom report builder",
      "Scheduled PDF exports",
      "Priority support",
    ],
    cta: { label: "Start free trial", href: "/signup?plan=team" },
    highlighted: true,
  },
  {
    id: "enterprise",
    name: "Enterprise",
    priceMonthly: null,
    blurb: "SSO, audit log and a named contact.",
    features: ["Unlimited connections", "SAML SSO", "Audit log", "Dedicated success manager"],
    cta: { label: "Talk to sales", href: "/contact" },
  },
];
