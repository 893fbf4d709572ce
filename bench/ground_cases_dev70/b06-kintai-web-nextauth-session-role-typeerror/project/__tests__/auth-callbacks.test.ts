import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/members', () => ({ findMemberByEmail: vi.fn() }));

import { authConfig } from '../auth.config';
import { findMemberByEmail } from '@/lib/members';

const callbacks = authConfig.callbacks as any;

describe('signIn callback', () => {
  beforeEach(() => vi.mocked(findMemberByEmail).mockReset());

  it('accepts a verified company account', async () => {
    vi.mocked(findMemberByEmail).mockResolvedValue({ id: 'm1', email: 'a@hoshizora.co.jp', name: 'A', role: 'employee', departmentId: 'd1', retiredAt: null });
    await expect(callbacks.signIn({ profile: { email: 'a@hoshizora.co.jp', email_verified: true } })).resolves.toBe(true);
  });

  it('rejects other domains', async () => {
    await expect(callbacks.signIn({ profile: { email: 'a@gmail.com', email_verified: true } })).resolves.toBe(false);
  });

  it('rejects retired members', async () => {
    vi.mocked(findMemberByEmail).mockResolvedValue({ id: 'm9', email: 'r@hoshizora.co.jp', name: 'R', role: 'employee', departmentId: 'd1', retiredAt: new Date('2025-10-31') });
    await expect(callbacks.signIn({ profile: { email: 'r@hoshizora.co.jp', email_verified: true } })).resolves.toBe(false);
  });

  it('rejects unverified email', async () => {
    await expect(callbacks.signIn({ profile: { email: 'a@hoshizora.co.jp', email_verified: false } })).resolves.toBe(false);
  });
});

describe('session callback', () => {
  it('exposes the member role on session.user', async () => {
    const session = await callbacks.session({
      session: { user: { email: 'a@hoshizora.co.jp' } },
      token: { memberId: 'm1', role: 'manager', departmentId: 'd1' },
    });
    expect(session.user.role).toBe('manager');
    expect(session.user.departmentId).toBe('d1');
  });
});
