import { describe, expect, it } from 'vitest';
import type { Session } from 'next-auth';
import { canEditCourse, hasRole } from './permissions';

const as = (role: 'student' | 'tutor' | 'admin', id = 'u1') =>
  ({ user: { id, role, name: 'x', email: 'x@example.com' }, expires: '' }) as Session;

describe('hasRole', () => {
  it('ranks roles', () => {
    expect(hasRole(as('admin'), 'tutor')).toBe(true);
    expect(hasRole(as('student'), 'tutor')).toBe(false);
  });

  it('refuses without a session', () => {
    expect(hasRole(null, 'student')).toBe(false);
  });
});

describe('canEditCourse', () => {
  it('lets owners and admins edit', () => {
    expect(canEditCourse(as('tutor', 'owner'), 'owner')).toBe(true);
    expect(canEditCourse(as('admin'), 'owner')).toBe(true);
    expect(canEditCourse(as('tutor'), 'owner')).toBe(false);
  });
});
