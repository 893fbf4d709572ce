import test from 'node:test';
import assert from 'node:assert/strict';
import { diffIssues } from '../src/sync/diff.js';

test('diffIssues archives cards whose issue is gone', () => {
  const { archive } = diffIssues([{ number: 1, state: 'open', title: 'a' }], [{ issueNumber: 1, state: 'open', title: 'a' }, { issueNumber: 2 }]);
  assert.deepEqual(archive.map((c) => c.issueNumber), [2]);
});
