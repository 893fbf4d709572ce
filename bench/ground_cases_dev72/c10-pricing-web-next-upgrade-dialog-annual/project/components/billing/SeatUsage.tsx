'use client';

import { percent } from '@/lib/format';
import type { BillingSummary } from '@/lib/api';

interface Props {
  summary: BillingSummary;
  onAddSeats: () => void;
}

export function SeatUsage({ summary, onAddSeats }: Props) {
  // invited people hold a seat as soon as the invite is sent; activeMembers already includes the owner
  const used = summary.activeMembers + summary.pendingInvites;
  const full = used >= summary.seats;

  return (
    <section className="rounded-lg border p-4">
      <h3 className="text-sm font-medium">Seats</h3>
      <p className="mt-1 text-2xl font-semibold">
        {used} / {summary.seats}
      </p>
      <div className="mt-2 h-2 rounded bg-gray-100">
        <div
          className={full ? 'h-2 rounded bg-red-500' : 'h-2 rounded bg-blue-500'}
          style={{ width: `${percent(used, summary.seats)}%` }}
        />
      </div>
      {full && (
        <button type="button" className="mt-3 text-sm text-blue-600 underline" onClick={onAddSeats}>
          Add seats
        </button>
      )}
    </section>
  );
}
