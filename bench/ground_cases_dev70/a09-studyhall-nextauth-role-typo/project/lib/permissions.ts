import type { Session } from 'next-auth';

export type Role = 'student' | 'tutor' | 'admin';

const RANK: Record<Role, number> = { student: 0, tutor: 1, admin: 2 };

export function hasRole(session: Session | null, needed: Role): boolean {
  const role = session?.user?.role;
  if (!role) return false;
  return RANK[role] >= RANK[needed];
}

export function canEditCourse(session: Session | null, ownerId: string): boolean {
  if (!session?.user) return false;
  return session.user.id === ownerId || hasRole(session, 'admin');
}
