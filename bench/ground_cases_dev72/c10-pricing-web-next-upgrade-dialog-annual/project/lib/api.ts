import useSWR from 'swr';

import type { PlanId } from './plans';

export interface BillingSummary {
  planId: PlanId;
  interval: 'month' | 'year';
  seats: number;
  activeMembers: number;
  pendingInvites: number;
  renewsAt: string;
}

const fetcher = (url: string) =>
  fetch(url, { credentials: 'include' }).then((r) => {
    if (!r.ok) throw new Error(`${r.status} ${url}`);
    return r.json();
  });

export function useBillingSummary(workspaceId: string) {
  return useSWR<BillingSummary>(`/api/workspaces/${workspaceId}/billing`, fetcher, {
    revalidateOnFocus: true,
  });
}
