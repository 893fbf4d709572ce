// "/standup skip" marks today's standup of a team as skipped. Kept in memory: a restart
// forgets skips, which is fine for a one-day flag.

import { localParts } from "./time.js";
import type { Team } from "./teams.js";

const skipped = new Map<string, string>(); // team id -> local date "YYYY-MM-DD"

function localDate(team: Team, now: Date): string {
  const p = localParts(now, team.tz);
  const mm = String(p.month).padStart(2, "0");
  const dd = String(p.day).padStart(2, "0");
  return `${p.year}-${mm}-${dd}`;
}

export function skipToday(team: Team, now: Date = new Date()): string {
  const date = localDate(team, now);
  skipped.set(team.id, date);
  return date;
}

export function isSkipped(team: Team, now: Date = new Date()): boolean {
  return skipped.get(team.id) === localDate(team, now);
}

export function clearSkip(team: Team): boolean {
  return skipped.delete(team.id);
}

/** For tests. */
export function resetSkips(): void {
  skipped.clear();
}
