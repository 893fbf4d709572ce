import Link from 'next/link';

import { seatsLabel } from '@/lib/seats';
import type { WorkspaceBilling } from '@/lib/types';

const PLAN_NAMES = { free: 'Free', team: 'Team', business: 'Business', enterprise: 'Enterprise' } as const;

export function PlanCard({ ws }: { ws: WorkspaceBilling }) {
  return (
    <section className="rounded border p-4">
      <h2 className="text-lg font-semibold">{PLAN_NAMES[ws.plan]} plan</h2>
      <p className="text-sm text-gray-600">{seatsLabel(ws)}</p>
      {ws.viewerRole === 'owner' && ws.plan !== 'enterprise' && (
        <Link href={`/w/${ws.id}/billing/upgrade`} className="mt-3 inline-block rounded bg-indigo-600 px-3 py-1.5 text-white">
          Upgrade
        </Link>
      )}
    </section>
  );
}
