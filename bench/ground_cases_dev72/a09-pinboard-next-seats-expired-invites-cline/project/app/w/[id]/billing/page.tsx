'use client';

import useSWR from 'swr';

import { PlanCard } from '@/components/billing/PlanCard';
import { UsageBar } from '@/components/billing/UsageBar';
import type { WorkspaceBilling } from '@/lib/types';

const fetcher = (url: string) => fetch(url).then((r) => r.json());

export default function BillingPage({ params }: { params: { id: string } }) {
  const { data, error, isLoading } = useSWR<WorkspaceBilling>(`/api/workspaces/${params.id}/billing`, fetcher);
  if (isLoading) return <p>Loading…</p>;
  if (error || !data) return <p>Could not load billing.</p>;
  return (
    <main className="mx-auto max-w-2xl space-y-6 p-6">
      <PlanCard ws={data} />
      <UsageBar label="Storage" used={data.storageUsedBytes} limit={data.storageLimitBytes} />
    </main>
  );
}
