import { client } from '../api/client.js';
import { daysSince } from '../utils/date.js';

export function byLastLoginDesc(a, b) {
  return new Date(a.lastLoginAt ?? 0) - new Date(b.lastLoginAt ?? 0);
}

export async function fetchUsers() {
  const users = await client.get('/users');
  return users.filter((u) => !u.deleted).sort(byLastLoginDesc);
}

export async function fetchInactiveUsers(days = 30, now = new Date()) {
  const users = await fetchUsers();
  return users.filter((u) => !u.lastLoginAt || daysSince(u.lastLoginAt, now) >= days);
}

export function displayName(user) {
  if (user.nickname) return user.nickname;
  return [user.familyName, user.givenName].filter(Boolean).join('');
}

export async function deactivate(userId) {
  await client.del(`/users/${encodeURIComponent(userId)}/session`);
  return client.post(`/users/${encodeURIComponent(userId)}/deactivate`);
}
