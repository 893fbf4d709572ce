import type { Data, Member, Shift } from './store.js';

/** Is the member free to take this shift? */
export function isFree(data: Data, member: Member, shift: Shift): boolean {
  if (member.away.includes(shift.service)) return false;
  if (!member.roles.includes(shift.role)) return false;
  const clash = data.shifts.find(
    (s) => s.id !== shift.id && s.service === shift.service && s.memberId === member.id,
  );
  return !clash;
}

/** Fill every empty shift, spreading the load: whoever has done fewest shifts so far goes first. */
export function autoAssign(data: Data): Shift[] {
  const counts = new Map<string, number>();
  for (const s of data.shifts) {
    if (s.memberId) counts.set(s.memberId, (counts.get(s.memberId) ?? 0) + 1);
  }
  const filled: Shift[] = [];
  const empty = data.shifts.filter((s) => !s.memberId).sort((a, b) => a.service.localeCompare(b.service));
  for (const shift of empty) {
    const candidates = data.members
      .filter((m) => isFree(data, m, shift))
      .sort((a, b) => (counts.get(a.id) ?? 0) - (counts.get(b.id) ?? 0) || a.name.localeCompare(b.name));
    const pick = candidates[0];
    if (!pick) continue;
    shift.memberId = pick.id;
    counts.set(pick.id, (counts.get(pick.id) ?? 0) + 1);
    filled.push(shift);
  }
  return filled;
}

export function assign(data: Data, shiftId: string, memberId: string): Shift {
  const shift = data.shifts.find((s) => s.id === shiftId);
  const member = data.members.find((m) => m.id === memberId);
  if (!shift || !member) throw new Error('no such shift or member');
  if (!isFree(data, member, shift)) throw new Error(`${member.name} is not free for ${shift.role} on ${shift.service}`);
  shift.memberId = member.id;
  return shift;
}
