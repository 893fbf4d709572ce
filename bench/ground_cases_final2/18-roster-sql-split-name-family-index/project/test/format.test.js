import { test } from 'node:test';
import assert from 'node:assert/strict';
import { displayName, initials } from '../src/members/format.js';

test('displayName joins given and family name', () => {
  assert.equal(displayName({ given_name: 'Maria', family_name: 'Okafor' }), 'Maria Okafor');
});

test('displayName without family name', () => {
  assert.equal(displayName({ given_name: 'Prince', family_name: null }), 'Prince');
});

test('initials', () => {
  assert.equal(initials({ given_name: 'kenji', family_name: 'sato' }), 'KS');
});
