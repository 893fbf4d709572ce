import { readFileSync, writeFileSync, existsSync } from 'node:fs';

export type Role = 'soprano-lead' | 'alto-lead' | 'tenor-lead' | 'bass-lead' | 'music-folders' | 'tea' | 'doors';

export interface Member {
  id: string;
  name: string;
  roles: Role[];
  away: string[]; // ISO dates the member can't do
}

export interface Shift {
  id: string;
  service: string; // ISO date of the Sunday service or concert
  role: Role;
  memberId: string | null;
}

export interface SwapOffer {
  id: string;
  shiftId: string;
  fromMemberId: string;
  takerId: string | null;
  status: 'open' | 'taken' | 'cancelled';
}

export interface Data {
  members: Member[];
  shifts: Shift[];
  swaps: SwapOffer[];
}

const FILE = process.env.ROTA_FILE ?? 'rota.json';

export function load(): Data {
  if (!existsSync(FILE)) return { members: [], shifts: [], swaps: [] };
  return JSON.parse(readFileSync(FILE, 'utf8')) as Data;
}

export function save(data: Data): void {
  writeFileSync(FILE, JSON.stringify(data, null, 2));
}

export function memberName(data: Data, id: string | null): string {
  return data.members.find((m) => m.id === id)?.name ?? '(unfilled)';
}
