import request from "supertest";
import { describe, expect, it } from "vitest";
import { createApp } from "../src/app.js";

const app = createApp();
const parcel = { weightKg: 1.5, lengthCm: 30, widthCm: 25, heightCm: 10 };

describe("POST /quotes", () => {
  it("returns a priced quote with display strings", async () => {
    const res = await request(app)
      .post("/quotes")
      .send({ parcels: [parcel], orderTotalCents: 4_200, destination: "US" });
    expect(res.status).toBe(200);
    expect(res.body.totalCents).toBe(1_109);
    expect(res.body.display.total).toBe("$11.09");
  });

  it("rejects an empty parcel list", async () => {
    const res = await request(app).post("/quotes").send({ parcels: [], orderTotalCents: 100, destination: "US" });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("invalid_request");
  });

  it("rejects a destination that is not a country code", async () => {
    const res = await request(app)
      .post("/quotes")
      .send({ parcels: [parcel], orderTotalCents: 100, destination: "USA" });
    expect(res.status).toBe(400);
  });

  it("accepts a lowercase destination", async () => {
    const res = await request(app)
      .post("/quotes")
      .send({ parcels: [parcel], orderTotalCents: 4_200, destination: "us" });
    expect(res.status).toBe(200);
    expect(res.body.totalCents).toBe(1_109);
  });

  it("answers the health check", async () => {
    const res = await request(app).get("/healthz");
    expect(res.body).toEqual({ ok: true });
  });
});
