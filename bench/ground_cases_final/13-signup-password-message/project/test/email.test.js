import test from 'node:test';
import assert from 'node:assert';
import { validateEmail } from '../src/validation/email.js';

test('accepts a plain address', () => {
  assert.deepStrictEqual(validateEmail('ana@example.org'), []);
});

test('rejects a missing domain', () => {
  assert.deepStrictEqual(validateEmail('ana@'), ['email.invalid']);
});
