import request from "supertest";
import jwt from "jsonwebtoken";
import { createApp } from "../src/app";
import * as orders from "../src/services/orderService";

jest.mock("../src/services/orderService");
const mocked = orders as jest.Mocked<typeof orders>;

const SECRET = "test-secret";
process.env.JWT_SECRET = SECRET;

function token(sub = "u-1") {
  return jwt.sign({ sub, email: "a@example.com", roles: [] }, SECRET, { algorithm: "HS256", issuer: "shop-api" });
}

describe("orders routes", () => {
  const app = createApp();

  beforeEach(() => jest.resetAllMocks());

  it("lists the caller's orders", async () => {
    mocked.listForUser.mockResolvedValue([]);
    const res = await request(app).get("/orders?limit=10").set("Authorization", `Bearer ${token()}`);
    expect(res.status).toBe(200);
    expect(mocked.listForUser).toHaveBeenCalledWith("u-1", { limit: 10, offset: 0, status: undefined });
  });

  it("rejects requests without a token", async () => {
    const res = await request(app).get("/orders");
    expect(res.status).toBe(401);
  });

  it("returns 404 for an unknown order", async () => {
    mocked.findByIdForUser.mockResolvedValue(null);
    const res = await request(app)
      .get("/orders/0b8c7a52-3f61-4c1e-9a55-2f0f3f7d9a10")
      .set("Authorization", `Bearer ${token()}`);
    expect(res.status).toBe(404);
  });

  it("does not return another user's order", async () => {
    mocked.findByIdForUser.mockResolvedValue(null);
    const res = await request(app)
      .get("/orders/5d1f2e7a-9a0b-4c3d-8e6f-112233445566")
      .set("Authorization", `Bearer ${token("u-2")}`);
    expect(res.status).toBe(404);
    expect(mocked.findByIdForUser).toHaveBeenCalledWith("5d1f2e7a-9a0b-4c3d-8e6f-112233445566", "u-2");
  });
});
