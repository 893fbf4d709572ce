import test from 'node:test';
import assert from 'node:assert';
import { checkSignup } from '../src/forms/signup.js';

test('a complete form passes', () => {
  const res = checkSignup({ name: 'Ana', email: 'ana@example.org', password: 'Blue7Harbor9', confirm: 'Blue7Harbor9' });
  assert.strictEqual(res.ok, true);
});

test('mismatched confirmation is reported', () => {
  const res = checkSignup({ name: 'Ana', email: 'ana@example.org', password: 'Blue7Harbor9', confirm: 'x' });
  assert.deepStrictEqual(res.errors.confirm, ['Passwords don’t match.']);
});
