const { test } = require("node:test");
const assert = require("node:assert");
const request = require("supertest");
const jwt = require("jsonwebtoken");
const { buildApp, MemoryStore } = require("../src/app");

const SECRET = "test-secret";
const tokenFor = (sub) => jwt.sign({ sub, name: sub }, SECRET, { expiresIn: "5m" });

function setup() {
  const store = new MemoryStore();
  return { store, app: buildApp({ store, secret: SECRET }) };
}

test("creates and lists my notes", async () => {
  const { app } = setup();
  const auth = { Authorization: `Bearer ${tokenFor("u1")}` };
  await request(app).post("/notes").set(auth).send({ title: "a" }).expect(201);
  await request(app).post("/notes").set(auth).send({ title: "b" }).expect(201);
  const res = await request(app).get("/notes").set(auth).expect(200);
  assert.deepStrictEqual(res.body.map((n) => n.title), ["a", "b"]);
  assert.strictEqual(res.headers["x-total-count"], "2");
});

test("rejects a request without a token", async () => {
  const { app } = setup();
  await request(app).get("/notes").expect(401);
});

test("rejects an expired token", async () => {
  const { app } = setup();
  const old = jwt.sign({ sub: "u1", exp: Math.floor(Date.now() / 1000) - 60 }, SECRET);
  const res = await request(app).get("/notes").set({ Authorization: `Bearer ${old}` }).expect(401);
  assert.strictEqual(res.body.error, "token expired");
});

test("rejects a token signed with another secret", async () => {
  const { app } = setup();
  const forged = jwt.sign({ sub: "u1" }, "not-the-secret");
  await request(app).get("/notes").set({ Authorization: `Bearer ${forged}` }).expect(401);
});

test("rejects a malformed authorization header", async () => {
  const { app } = setup();
  await request(app).get("/notes").set({ Authorization: "Token abc" }).expect(401);
});

test("hides other users' notes", async () => {
  const { app } = setup();
  const created = await request(app)
    .post("/notes")
    .set({ Authorization: `Bearer ${tokenFor("u1")}` })
    .send({ title: "secret" });
  await request(app)
    .get(`/notes/${created.body.id}`)
    .set({ Authorization: `Bearer ${tokenFor("u2")}` })
    .expect(404);
});
