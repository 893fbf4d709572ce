import type { Invite, WorkspaceBilling } from './types';

// A pending invite holds a seat until it is accepted, revoked or expires.
export function seatHoldingInvites(invites: Invite[]): Invite[] {
  return invites.filter((invite) => invite.status !== 'accepted' && invite.status !== 'revoked');
}

export function seatsUsed(ws: WorkspaceBilling): number {
  return ws.members.length + seatHoldingInvites(ws.invites).length;
}

export function seatsLabel(ws: WorkspaceBilling): string {
  const used = seatsUsed(ws);
  return ws.seatLimit === null ? `${used} seats` : `${used}/${ws.seatLimit} seats`;
}

export function canInvite(ws: WorkspaceBilling): boolean {
  return ws.seatLimit === null || seatsUsed(ws) < ws.seatLimit;
}
