'use client';

import { useState } from 'react';

import { formatMoney } from '@/lib/format';
import type { Plan } from '@/lib/plans';

interface Props {
  plan: Plan;
  seats: number;
  onConfirm: (interval: 'month' | 'year') => Promise<void>;
  onClose: () => void;
}

export function UpgradeDialog({ plan, seats, onConfirm, onClose }: Props) {
  const [interval, setInterval] = useState<'month' | 'year'>('year');
  const [busy, setBusy] = useState(false);

  const perSeat = interval === 'year' ? plan.monthly * 12 : plan.monthly;
  const total = perSeat * seats;

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm(interval);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div role="dialog" aria-modal="true" className="fixed inset-0 flex items-center justify-center bg-black/40">
      <div className="w-96 rounded-lg bg-white p-6">
        <h2 className="text-lg font-semibold">Upgrade to {plan.name}</h2>
        <div className="mt-3 flex gap-2">
          <button type="button" onClick={() => setInterval('month')} aria-pressed={interval === 'month'}>Monthly</button>
          <button type="button" onClick={() => setInterval('year')} aria-pressed={interval === 'year'}>Yearly (2 months free)</button>
        </div>
        <p className="mt-4">
          {seats} seats × {formatMoney(perSeat)} = <strong>{formatMoney(total)}</strong> / {interval}
        </p>
        <div className="mt-6 flex justify-end gap-2">
          <button type="button" onClick={onClose}>Cancel</button>
          <button type="button" disabled={busy} onClick={confirm} className="rounded bg-blue-600 px-4 py-2 text-white">
            {busy ? 'Upgrading…' : 'Confirm'}
          </button>
        </div>
      </div>
    </div>
  );
}
