import type { Metadata } from "next";

import { PlanCard } from "@/components/PlanCard";
import { PLANS } from "@/lib/plans";

export const metadata: Metadata = {
  title: "Pricing",
  description: "Simple plans for finance teams of every size.",
};

export default function PricingPage() {
  return (
    <section>
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-bold tracking-tight">Pricing</h1>
        <p className="mt-4 text-lg text-slate-600">Every plan starts with a 14-day free trial. No credit card.</p>
      </header>
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </div>
    </section>
  );
}
