'use strict';

const test = require('node:test');
const assert = require('node:assert');

process.env.APP_BASE_URL = 'https://app.example.test/';
const { resetLink } = require('../src/mailer');

test('reset link uses the configured base URL', () => {
  const link = resetLink('abc');
  assert.strictEqual(link, 'https://app.example.test/reset-password?token=abc');
});

test('reset link escapes the token', () => {
  const link = resetLink('a+b/c=');
  assert.ok(link.endsWith('token=a%2Bb%2Fc%3D'));
});

test('trailing slash in base URL is dropped', () => {
  assert.ok(!resetLink('x').includes('//reset-password'));
});

test('link is absolute', () => {
  assert.ok(resetLink('x').startsWith('https://'));
});

test('token parameter is the only query parameter', () => {
  const url = new URL(resetLink('t1'));
  assert.deepStrictEqual([...url.searchParams.keys()], ['token']);
});

test('path is /reset-password', () => {
  assert.strictEqual(new URL(resetLink('t2')).pathname, '/reset-password');
});
