import { readFileSync } from 'node:fs';

export interface Member {
  name: string;
  part: 'S' | 'A' | 'T' | 'B';
  /** roles this member volunteers for */
  wants: string[];
  /** ISO dates the member cannot come */
  unavailable: string[];
  /** personal monthly cap; falls back to the config default */
  maxPerMonth?: number;
  readsScore: boolean;
}

export function loadMembers(path: string): Member[] {
  const raw = JSON.parse(readFileSync(path, 'utf8')) as Member[];
  return raw.map((m) => ({
    ...m,
    wants: m.wants ?? [],
    unavailable: m.unavailable ?? [],
    readsScore: m.readsScore ?? false,
  }));
}

export function canDo(member: Member, role: string, scoreRoles: string[]): boolean {
  if (scoreRoles.includes(role) && !member.readsScore) return false;
  return true;
}

export function isAvailable(member: Member, date: string): boolean {
  return !member.unavailable.includes(date);
}

export function capOf(member: Member, fallback: number): number {
  return member.maxPerMonth ?? fallback;
}
