import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../src/api/client.js', () => ({
  client: { get: vi.fn(), post: vi.fn(), del: vi.fn() },
}));

import { client } from '../src/api/client.js';
import { displayName, fetchInactiveUsers, fetchUsers } from '../src/services/userService.js';

const USERS = [
  { id: 'u1', nickname: 'ann', lastLoginAt: '2024-08-01T09:00:00Z' },
  { id: 'u2', nickname: 'bob', lastLoginAt: '2024-08-20T09:00:00Z' },
  { id: 'u3', familyName: '陈', givenName: '静', lastLoginAt: null },
  { id: 'u4', nickname: 'gone', deleted: true, lastLoginAt: '2024-08-21T09:00:00Z' },
];

beforeEach(() => {
  // client.get resolves to the parsed body itself (see src/api/client.js)
  client.get.mockResolvedValue(USERS);
});

describe('fetchUsers', () => {
  it('drops deleted users', async () => {
    const users = await fetchUsers();
    expect(users.map((u) => u.id)).not.toContain('u4');
    expect(users).toHaveLength(3);
  });

  it('sorts most recent login first', async () => {
    const users = await fetchUsers();
    expect(users[0].nickname).toBe('bob');
  });
});

describe('fetchInactiveUsers', () => {
  it('includes users who never logged in', async () => {
    const users = await fetchInactiveUsers(30, new Date('2024-08-25T00:00:00Z'));
    expect(users.map((u) => u.id)).toContain('u3');
  });
});

describe('displayName', () => {
  it('prefers the nickname', () => {
    expect(displayName(USERS[0])).toBe('ann');
  });

  it('joins family and given name', () => {
    expect(displayName(USERS[2])).toBe('陈静');
  });
});
