/**
 * Weekly on-call rotation. The shift changes every Monday at handoverHour,
 * Beijing time. Single-day overrides (swaps) win over the rotation.
 */

export interface Rotation {
  members: string[];     // open_ids in rotation order
  start: string;         // YYYY-MM-DD of the first handover, a Monday
  handoverHour: number;  // hour of day (Beijing) when the shift changes
}

export interface Override {
  date: string;          // YYYY-MM-DD, Beijing
  memberId: string;
  reason?: string;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

// Beijing has no DST, so a fixed offset is enough.
const BEIJING_OFFSET = "+08:00";

/** Epoch milliseconds of the first handover (start date at handoverHour, Beijing time). */
export function rotationEpoch(r: Rotation): number {
  const hh = String(r.handoverHour).padStart(2, "0");
  return Date.parse(`${r.start}T${hh}:00:00${BEIJING_OFFSET}`);
}

/** Index into r.members of whoever holds the shift at `at`. */
export function rotationIndex(r: Rotation, at: number): number {
  const weeks = Math.floor((at - rotationEpoch(r)) / WEEK_MS);
  return weeks % r.members.length;
}

/** YYYY-MM-DD of `at` on the Beijing calendar. */
export function beijingDate(at: number): string {
  return new Date(at + 8 * HOUR_MS).toISOString().slice(0, 10);
}

export function currentOnCall(r: Rotation, overrides: Override[], at = Date.now()): string {
  const day = beijingDate(at);
  const override = overrides.find((o) => o.date === day);
  if (override) {
    return override.memberId;
  }
  return r.members[rotationIndex(r, at)];
}

/** Who is on call for each of the next `weeks` shifts, starting with the current one. */
export function upcoming(r: Rotation, weeks: number, from = Date.now()): { from: string; memberId: string }[] {
  const out: { from: string; memberId: string }[] = [];
  const epoch = rotationEpoch(r);
  const current = Math.floor((from - epoch) / WEEK_MS);
  for (let i = 0; i < weeks; i++) {
    const startsAt = epoch + (current + i) * WEEK_MS;
    out.push({ from: beijingDate(startsAt), memberId: r.members[rotationIndex(r, startsAt)] });
  }
  return out;
}
