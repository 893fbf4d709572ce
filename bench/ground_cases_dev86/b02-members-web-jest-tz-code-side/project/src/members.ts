import { getJson } from './api/client';
import { formatDate } from './utils/date';

export interface Member {
  id: number;
  name: string;
  joinedAt: string;
}

export async function listMembers(): Promise<Member[]> {
  return getJson<Member[]>('/members');
}

export async function memberRows(): Promise<string[]> {
  const members = await listMembers();
  return members.map((m) => `${m.name}（${formatDate(m.joinedAt)} 入会）`);
}
