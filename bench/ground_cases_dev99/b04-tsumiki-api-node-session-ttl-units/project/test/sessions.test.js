import assert from "node:assert/strict";
import { test } from "node:test";
import { createMemoryStore, issueSession, revokeSession, verifySession } from "../src/auth/sessions.js";

const user = { id: "u_1", role: "member" };

test("issues a session that verifies right away", async () => {
  const store = createMemoryStore();
  const s = await issueSession(store, user, { now: 1_000 });
  const r = await verifySession(store, s.id, { now: 1_001 });
  assert.equal(r.ok, true);
  assert.equal(r.session.userId, "u_1");
});

test("rejects a session after it expires", async () => {
  const store = createMemoryStore();
  const s = await issueSession(store, user, { now: 0 });
  const r = await verifySession(store, s.id, { now: 24 * 60 * 60 * 1000 });
  assert.deepEqual(r, { ok: false, code: "AUTH_EXPIRED" });
});

test("unknown and missing ids", async () => {
  const store = createMemoryStore();
  assert.equal((await verifySession(store, "nope")).code, "AUTH_INVALID");
  assert.equal((await verifySession(store, undefined)).code, "AUTH_REQUIRED");
});

test("revoke removes the session", async () => {
  const store = createMemoryStore();
  const s = await issueSession(store, user);
  await revokeSession(store, s.id);
  assert.equal((await verifySession(store, s.id)).code, "AUTH_INVALID");
});
