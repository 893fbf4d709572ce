const request = require("supertest");
const { makeApp, db } = require("./helpers");

describe("admin products", () => {
  let app;

  beforeEach(async () => {
    app = await makeApp({ admin: true });
    await db.seedProducts([{ id: 1, name: "Mug", price_cents: 1200 }]);
  });

  afterEach(() => db.reset());

  it("rejects non-admins", async () => {
    const anon = await makeApp({ admin: false });
    await request(anon).patch("/admin/products/1").send({ price_cents: 900 }).expect(403);
  });

  it("updates the price", async () => {
    const res = await request(app).patch("/admin/products/1").send({ price_cents: 900 }).expect(200);
    expect(res.body).toEqual({ id: 1, price_cents: 900 });
    expect((await db.product(1)).price_cents).toBe(900);
  });

  it("rejects a negative or fractional price", async () => {
    await request(app).patch("/admin/products/1").send({ price_cents: -5 }).expect(422);
    await request(app).patch("/admin/products/1").send({ price_cents: 9.5 }).expect(422);
  });

  it("404s for an unknown product", async () => {
    await request(app).patch("/admin/products/999").send({ price_cents: 900 }).expect(404);
  });
});
