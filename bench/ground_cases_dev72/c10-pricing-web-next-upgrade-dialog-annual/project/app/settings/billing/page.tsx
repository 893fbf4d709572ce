'use client';

import { useState } from 'react';

import { PlanCard } from '@/components/billing/PlanCard';
import { SeatUsage } from '@/components/billing/SeatUsage';
import { UpgradeDialog } from '@/components/billing/UpgradeDialog';
import { useBillingSummary } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { PLANS, type Plan } from '@/lib/plans';
import { useWorkspace } from '@/lib/workspace';

export default function BillingPage() {
  const { id: workspaceId } = useWorkspace();
  const { data, error } = useBillingSummary(workspaceId);
  const [upgrading, setUpgrading] = useState<Plan | null>(null);

  if (error) return <p className="text-red-600">Could not load billing.</p>;
  if (!data) {
    return (
      <main className="mx-auto max-w-4xl space-y-6 p-6" aria-busy="true">
        <div className="h-8 w-40 animate-pulse rounded bg-gray-200" />
        <div className="h-24 animate-pulse rounded-lg bg-gray-100" />
        <div className="grid grid-cols-3 gap-4">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-56 animate-pulse rounded-lg bg-gray-100" />
          ))}
        </div>
      </main>
    );
  }

  return (
    <main className="mx-auto max-w-4xl space-y-6 p-6">
      <h1 className="text-2xl font-semibold">Billing</h1>
      <p className="text-sm text-gray-600">Renews on {formatDate(data.renewsAt)}</p>
      <SeatUsage summary={data} onAddSeats={() => setUpgrading(PLANS.find((p) => p.id === data.planId) ?? null)} />
      <div className="grid grid-cols-3 gap-4">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} interval={data.interval} current={plan.id === data.planId} onSelect={setUpgrading} />
        ))}
      </div>
      {upgrading && (
        <UpgradeDialog
          plan={upgrading}
          seats={data.seats}
          onConfirm={async (interval) => {
            await fetch(`/api/workspaces/${workspaceId}/subscription`, {
              method: 'PUT',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ planId: upgrading.id, interval }),
            });
            setUpgrading(null);
          }}
          onClose={() => setUpgrading(null)}
        />
      )}
    </main>
  );
}
