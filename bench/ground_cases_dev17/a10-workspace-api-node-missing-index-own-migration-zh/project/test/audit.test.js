const { after, before, beforeEach, describe, it } = require("node:test");
const assert = require("node:assert/strict");
const request = require("supertest");

const { createApp } = require("../src/app");
const auditRepo = require("../src/repos/auditRepo");
const { db, resetDb, seedWorkspace } = require("./helpers");

describe("GET /api/workspaces/:id/audit", () => {
  let app;
  let ws;

  before(() => {
    app = createApp({ db });
  });
  beforeEach(async () => {
    await resetDb();
    ws = await seedWorkspace({ roles: ["owner", "member"] });
  });
  after(() => db.destroy());

  it("lists newest first and pages with before", async () => {
    for (let i = 0; i < 5; i++) {
      await auditRepo.record(db, { workspaceId: ws.id, actorId: ws.owner.id, action: `test.${i}` });
    }
    const first = await request(app).get(`/api/workspaces/${ws.id}/audit?limit=3`).set(ws.owner.auth);
    assert.equal(first.status, 200);
    assert.deepEqual(first.body.events.map((e) => e.action), ["test.4", "test.3", "test.2"]);
    assert.ok(first.body.next);

    const second = await request(app)
      .get(`/api/workspaces/${ws.id}/audit?limit=3&before=${first.body.next}`)
      .set(ws.owner.auth);
    assert.deepEqual(second.body.events.map((e) => e.action), ["test.1", "test.0"]);
    assert.equal(second.body.next, null);
  });

  it("is forbidden for plain members", async () => {
    const res = await request(app).get(`/api/workspaces/${ws.id}/audit`).set(ws.member.auth);
    assert.equal(res.status, 403);
  });

  it("rejects a limit over the cap", async () => {
    const res = await request(app).get(`/api/workspaces/${ws.id}/audit?limit=500`).set(ws.owner.auth);
    assert.equal(res.status, 400);
  });
});
