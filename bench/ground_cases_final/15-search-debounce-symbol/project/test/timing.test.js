import test from 'node:test';
import assert from 'node:assert';
import { throttle, sleep } from '../src/utils/timing.js';

test('sleep waits', async () => {
  const t0 = Date.now();
  await sleep(20);
  assert.ok(Date.now() - t0 >= 15);
});

test('throttle calls at most once per interval', async () => {
  let calls = 0;
  const f = throttle(() => { calls += 1; }, 50);
  f(); f(); f();
  assert.strictEqual(calls, 1);
  await sleep(70);
  assert.strictEqual(calls, 2);
});
