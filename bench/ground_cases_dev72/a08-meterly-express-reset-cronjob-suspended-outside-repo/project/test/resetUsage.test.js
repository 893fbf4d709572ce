import assert from 'node:assert/strict';
import { test } from 'node:test';

import { monthStart } from '../src/jobs/resetUsage.js';

test('monthStart is the 1st at 00:00 UTC', () => {
  assert.equal(monthStart(new Date('2025-11-30T23:59:59Z')).toISOString(), '2025-11-01T00:00:00.000Z');
  assert.equal(monthStart(new Date('2025-12-01T00:00:00Z')).toISOString(), '2025-12-01T00:00:00.000Z');
});
