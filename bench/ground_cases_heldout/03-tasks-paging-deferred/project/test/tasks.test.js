'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { MemoryStore } = require('../src/db/memory');
const { listTasks, createTask, parsePaging } = require('../src/routes/tasks');

function seed(n) {
  const store = new MemoryStore();
  for (let i = 1; i <= n; i++) createTask(store, { title: `task ${i}` });
  return store;
}

test('parsePaging clamps size and page', () => {
  assert.deepEqual(parsePaging({ page: '0', size: '500' }), { page: 1, size: 100 });
  assert.deepEqual(parsePaging({}), { page: 1, size: 20 });
});

test('listTasks returns a full page', () => {
  const res = listTasks(seed(50), { page: '1', size: '20' });
  assert.equal(res.total, 50);
  assert.equal(res.items.length, 20);
});

test('createTask rejects a malformed due date', () => {
  assert.throws(() => createTask(new MemoryStore(), { title: 'x', due: '13/05/2024' }), /YYYY-MM-DD/);
});
