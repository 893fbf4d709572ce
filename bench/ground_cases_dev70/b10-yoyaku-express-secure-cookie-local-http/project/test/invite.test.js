const test = require('node:test');
const assert = require('node:assert');
const { INVITE_TTL_MS } = require('../src/models/invitation');
const { requireRole } = require('../src/middleware/requireRole');

function run(mw, session) {
  let status = 200;
  let nextCalled = false;
  const res = { status(code) { status = code; return this; }, json() { return this; } };
  mw({ session }, res, () => { nextCalled = true; });
  return { status, nextCalled };
}

test('invitation lives at least two days', () => {
  assert.ok(INVITE_TTL_MS >= 1000 * 60 * 60 * 48);
});

test('staff cannot reach admin routes', () => {
  assert.deepStrictEqual(run(requireRole('admin'), { userId: 1, role: 'staff' }), { status: 403, nextCalled: false });
});

test('admin passes', () => {
  assert.deepStrictEqual(run(requireRole('admin'), { userId: 2, role: 'admin' }), { status: 200, nextCalled: true });
});

test('anonymous gets 401', () => {
  assert.strictEqual(run(requireRole('staff'), {}).status, 401);
});
