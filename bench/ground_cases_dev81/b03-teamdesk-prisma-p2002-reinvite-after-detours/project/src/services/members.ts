import { prisma } from "../db";
import { ConflictError, NotFoundError, ValidationError } from "../errors";

export type Role = "owner" | "admin" | "member";
const ROLES: Role[] = ["owner", "admin", "member"];

export async function listMembers(tenantId: string, role?: Role) {
  return prisma.member.findMany({
    where: { tenantId, deletedAt: null, ...(role ? { role } : {}) },
    orderBy: { createdAt: "asc" },
  });
}

export async function inviteMember(tenantId: string, email: string, role: Role = "member") {
  const normalized = email.trim().toLowerCase();
  if (!ROLES.includes(role) || role === "owner") {
    throw new ValidationError(`cannot invite as ${role}`);
  }
  const existing = await prisma.member.findFirst({
    where: { tenantId, email: normalized, deletedAt: null },
  });
  if (existing) {
    throw new ConflictError("already a member");
  }
  return prisma.member.create({
    data: { tenantId, email: normalized, role, invitedAt: new Date() },
  });
}

export async function removeMember(tenantId: string, memberId: string) {
  const member = await prisma.member.findFirst({ where: { id: memberId, tenantId, deletedAt: null } });
  if (!member) {
    throw new NotFoundError("member");
  }
  if (member.role === "owner") {
    throw new ConflictError("cannot remove the owner");
  }
  return prisma.member.update({ where: { id: member.id }, data: { deletedAt: new Date() } });
}

export async function changeRole(tenantId: string, memberId: string, role: Role) {
  if (!ROLES.includes(role)) {
    throw new ValidationError(`unknown role ${role}`);
  }
  const member = await prisma.member.findFirst({ where: { id: memberId, tenantId, deletedAt: null } });
  if (!member) {
    throw new NotFoundError("member");
  }
  return prisma.member.update({ where: { id: member.id }, data: { role } });
}
