'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { normalizeUser, publicUser } = require('../src/users/normalize');

const row = {
  id: 42,
  email: 'Dana@Example.com',
  display_name: 'Dana',
  source: 'password',
  profile: { avatarUrl: 'https://cdn.example.com/a/42.png', locale: 'de-DE', timezone: 'Europe/Berlin' },
};

test('normalizeUser lowercases email and keeps the profile', () => {
  const u = normalizeUser(row);
  assert.strictEqual(u.email, 'dana@example.com');
  assert.strictEqual(u.avatar, 'https://cdn.example.com/a/42.png');
  assert.strictEqual(u.locale, 'de-DE');
});

test('publicUser drops the email', () => {
  assert.strictEqual('email' in publicUser(normalizeUser(row)), false);
});
