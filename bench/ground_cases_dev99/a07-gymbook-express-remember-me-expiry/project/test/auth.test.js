import assert from "node:assert/strict";
import { after, before, beforeEach, describe, it } from "node:test";

process.env.DATABASE_URL = "sqlite::memory:";

const { createApp } = await import("../src/app.js");
const { db, migrate } = await import("../src/db.js");
const { hashPassword } = await import("../src/routes/auth.js");
const { resetLoginLimiter } = await import("../src/middleware/loginLimiter.js");
const { default: request } = await import("supertest");

describe("auth", () => {
  let app;

  before(async () => {
    await migrate();
    app = createApp();
  });

  beforeEach(async () => {
    resetLoginLimiter();
    await db("sessions").delete();
    await db("users").delete();
    await db("users").insert({ id: 1, email: "ana@example.com", password_hash: await hashPassword("correct horse") });
  });

  after(() => db.destroy());

  it("logs in and reads /me", async () => {
    const agent = request.agent(app);
    await agent.post("/auth/login").send({ email: "ana@example.com", password: "correct horse" }).expect(200);
    const me = await agent.get("/auth/me").expect(200);
    assert.equal(me.body.email, "ana@example.com");
  });

  it("rejects a wrong password", async () => {
    const res = await request(app).post("/auth/login").send({ email: "ana@example.com", password: "nope" });
    assert.equal(res.status, 401);
    assert.equal(res.body.error, "E_BAD_CREDENTIALS");
  });

  it("locks out after 5 failed attempts", async () => {
    for (let i = 0; i < 5; i++) {
      await request(app).post("/auth/login").send({ email: "ana@example.com", password: "nope" }).expect(401);
    }
    const res = await request(app).post("/auth/login").send({ email: "ana@example.com", password: "correct horse" });
    assert.equal(res.status, 429);
    assert.ok(Number(res.headers["retry-after"]) > 0);
  });

  it("lists the user's sessions and marks the current one", async () => {
    const phone = request.agent(app);
    const laptop = request.agent(app);
    await phone.post("/auth/login").set("User-Agent", "phone").send({ email: "ana@example.com", password: "correct horse" }).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await laptop.post("/auth/login").set("User-Agent", "laptop").send({ email: "ana@example.com", password: "correct horse" }).expect(200);
    const res = await laptop.get("/auth/sessions").expect(200);
    assert.deepEqual(res.body.map((s) => [s.device, s.current]), [["laptop", true], ["phone", false]]);
  });

  it("logout ends the session", async () => {
    const agent = request.agent(app);
    await agent.post("/auth/login").send({ email: "ana@example.com", password: "correct horse" }).expect(200);
    await agent.post("/auth/logout").expect(204);
    const res = await agent.get("/auth/me");
    assert.equal(res.status, 401);
  });
});
