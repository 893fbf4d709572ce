const request = require("supertest");
const { createApp } = require("../src/app");

function fakeDb() {
  const tokens = [];
  return {
    users: {
      findByEmail: async (email) => (email === "a@b.com" ? { id: 1, email } : null),
      updatePassword: jest.fn(async () => {}),
    },
    resetTokens: {
      insert: async (t) => tokens.push({ id: tokens.length + 1, ...t }),
      findByHash: async (hash) => tokens.find((t) => t.hash === hash) || null,
      delete: async (id) => tokens.splice(tokens.findIndex((t) => t.id === id), 1),
    },
  };
}

describe("password reset", () => {
  it("accepts forgot for unknown emails without leaking", async () => {
    const app = createApp({ db: fakeDb(), mailer: { sendReset: jest.fn() } });
    await request(app).post("/api/auth/forgot").send({ email: "x@y.com" }).expect(202);
  });

  it("rejects short passwords", async () => {
    const app = createApp({ db: fakeDb(), mailer: { sendReset: jest.fn() } });
    await request(app).post("/api/auth/reset").send({ token: "t", password: "123" }).expect(400);
  });

  it("rejects unknown tokens", async () => {
    const app = createApp({ db: fakeDb(), mailer: { sendReset: jest.fn() } });
    await request(app).post("/api/auth/reset").send({ token: "nope", password: "12345678" }).expect(410);
  });
});
