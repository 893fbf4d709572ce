export type Role = 'employee' | 'manager' | 'hr' | 'admin';

export type Permission =
  | 'attendance:read:self'
  | 'attendance:read:department'
  | 'attendance:read:all'
  | 'attendance:approve'
  | 'members:manage';

const GRANTS: Record<Role, Permission[]> = {
  employee: ['attendance:read:self'],
  manager: ['attendance:read:self', 'attendance:read:department', 'attendance:approve'],
  hr: ['attendance:read:self', 'attendance:read:all', 'attendance:approve'],
  admin: ['attendance:read:self', 'attendance:read:all', 'attendance:approve', 'members:manage'],
};

export function can(role: Role | undefined, permission: Permission): boolean {
  if (!role) {
    return false;
  }
  return GRANTS[role].includes(permission);
}

export function canViewAttendanceOf(
  viewer: { role: Role; memberId: string; departmentId: string | null },
  target: { id: string; departmentId: string | null },
): boolean {
  if (viewer.memberId === target.id) {
    return true;
  }
  if (can(viewer.role, 'attendance:read:all')) {
    return true;
  }
  return can(viewer.role, 'attendance:read:department') && viewer.departmentId === target.departmentId;
}
