import clsx from "clsx";
import Link from "next/link";

import type { Plan } from "@/lib/plans";

export function PlanCard({ plan }: { plan: Plan }) {
  return (
    <article
      className={clsx(
        "relative flex h-full flex-col rounded-2xl border p-6 shadow-sm",
        plan.highlighted ? "border-brand-500 ring-2 ring-brand-500" : "border-slate-200",
      )}
    >
      {plan.highlighted && (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
          Most popular
        </span>
      )}
      <h2 className="text-lg font-semibold">{plan.name}</h2>
      <p className="mt-2 text-sm text-slate-600">{plan.blurb}</p>
      <p className="mt-6">
        {plan.priceMonthly === null ? (
          <span className="text-3xl font-bold">Custom</span>
        ) : (
          <>
            <span className="text-3xl font-bold">€{plan.priceMonthly}</span>
            <span className="text-sm text-slate-500"> / month</span>
          </>
        )}
      </p>
      <ul className="mt-6 mb-8 space-y-2 text-sm">
        {plan.features.map((f) => (
          <li key={f} className="flex gap-2">
            <span aria-hidden="true" className="text-brand-600">
              ✓
            </span>
            {f}
          </li>
        ))}
      </ul>
      <Link href={plan.cta.href} className={clsx("mt-auto w-full", plan.highlighted ? "btn-primary" : "btn-secondary")}>
        {plan.cta.label}
      </Link>
    </article>
  );
}
