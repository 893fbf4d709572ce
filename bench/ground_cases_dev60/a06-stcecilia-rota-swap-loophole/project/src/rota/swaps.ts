import { randomUUID } from 'node:crypto';
import type { Data, SwapOffer } from './store.js';

/** A member offers one of their shifts up for someone else to take. */
export function offerSwap(data: Data, shiftId: string, fromMemberId: string): SwapOffer {
  const shift = data.shifts.find((s) => s.id === shiftId);
  if (!shift || shift.memberId !== fromMemberId) throw new Error('you can only offer your own shift');
  const existing = data.swaps.find((o) => o.shiftId === shiftId && o.status === 'open');
  if (existing) return existing;
  const offer: SwapOffer = { id: randomUUID(), shiftId, fromMemberId, takerId: null, status: 'open' };
  data.swaps.push(offer);
  return offer;
}

/** Someone takes an open offer: the shift becomes theirs. */
export function acceptSwap(data: Data, offerId: string, takerId: string): SwapOffer {
  const offer = data.swaps.find((o) => o.id === offerId);
  if (!offer || offer.status !== 'open') throw new Error('that swap is no longer open');
  const shift = data.shifts.find((s) => s.id === offer.shiftId);
  const taker = data.members.find((m) => m.id === takerId);
  if (!shift || !taker) throw new Error('no such shift or member');
  if (!taker.roles.includes(shift.role)) throw new Error(`${taker.name} doesn't do ${shift.role}`);
  shift.memberId = taker.id;
  offer.takerId = taker.id;
  offer.status = 'taken';
  return offer;
}

export function cancelSwap(data: Data, offerId: string, memberId: string): void {
  const offer = data.swaps.find((o) => o.id === offerId);
  if (!offer || offer.fromMemberId !== memberId) throw new Error('not your swap');
  offer.status = 'cancelled';
}

export function openSwaps(data: Data): SwapOffer[] {
  return data.swaps.filter((o) => o.status === 'open');
}
