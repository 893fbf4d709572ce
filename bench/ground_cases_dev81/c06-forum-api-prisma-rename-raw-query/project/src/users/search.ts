import { prisma } from "../db.js";

export type UserHit = { id: number; nickname: string | null; avatarUrl: string | null };

const MAX_KEYWORD = 30;

function likePattern(keyword: string): string {
  const escaped = keyword.replace(/[\\%_]/g, (c) => `\\${c}`);
  return `%${escaped}%`;
}

// @-mention autocomplete and the user search page. Raw SQL so the ILIKE can use the
// pg_trgm index on the name column (Prisma's `contains` + `mode: insensitive` cannot).
export async function searchUsers(keyword: string): Promise<UserHit[]> {
  const k = keyword.trim().slice(0, MAX_KEYWORD);
  if (k.length === 0) return [];
  const pattern = likePattern(k);
  const rows = await prisma.$queryRaw<UserHit[]>`SELECT id, nickname, "avatarUrl" FROM "User" WHERE nickname ILIKE ${pattern} ORDER BY id LIMIT 20`;
  return rows;
}

export async function countUsers(): Promise<number> {
  return prisma.user.count();
}
