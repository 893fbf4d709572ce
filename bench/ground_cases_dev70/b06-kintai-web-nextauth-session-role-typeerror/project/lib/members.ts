import { PrismaClient } from '@prisma/client';
import type { Role } from './permissions';

const prisma = new PrismaClient();

export interface Member {
  id: string;
  email: string;
  name: string;
  role: Role;
  departmentId: string | null;
  retiredAt: Date | null;
}

export async function findMemberByEmail(email: string): Promise<Member | null> {
  const row = await prisma.member.findUnique({ where: { email: email.toLowerCase() } });
  if (!row) {
    return null;
  }
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as Role,
    departmentId: row.departmentId,
    retiredAt: row.retiredAt,
  };
}

export async function listMembers(departmentId?: string): Promise<Member[]> {
  const rows = await prisma.member.findMany({
    where: departmentId ? { departmentId } : undefined,
    orderBy: { name: 'asc' },
  });
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as Role,
    departmentId: row.departmentId,
    retiredAt: row.retiredAt,
  }));
}
