import { describe, expect, it } from 'vitest';
import { can, canViewAttendanceOf } from '@/lib/permissions';

describe('can', () => {
  it('lets managers approve', () => {
    expect(can('manager', 'attendance:approve')).toBe(true);
  });

  it('does not let employees read the department', () => {
    expect(can('employee', 'attendance:read:department')).toBe(false);
  });
});

describe('canViewAttendanceOf', () => {
  const manager = { role: 'manager' as const, memberId: 'm1', departmentId: 'd1' };

  it('allows the same department', () => {
    expect(canViewAttendanceOf(manager, { id: 'm2', departmentId: 'd1' })).toBe(true);
  });

  it('denies another department', () => {
    expect(canViewAttendanceOf(manager, { id: 'm3', departmentId: 'd2' })).toBe(false);
  });
});
