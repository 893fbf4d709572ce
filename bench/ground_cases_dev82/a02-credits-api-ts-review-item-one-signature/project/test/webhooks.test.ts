import request from "supertest";
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("../src/billing/credits.js", () => ({
  accountForCustomer: vi.fn(async () => "acc_1"),
  creditsForInvoice: vi.fn(() => 100),
  grantCredits: vi.fn(async () => undefined),
  revokeCredits: vi.fn(async () => 50),
}));
vi.mock("../src/mail/receipts.js", () => ({ sendReceiptEmail: vi.fn(async () => undefined) }));
const seen = new Set<string>();
vi.mock("../src/db/events.js", () => ({
  claimEvent: vi.fn(async (id: string) => (seen.has(id) ? false : (seen.add(id), true))),
  releaseEvent: vi.fn(async (id: string) => void seen.delete(id)),
}));

const { createApp } = await import("../src/app.js");
const credits = await import("../src/billing/credits.js");

function event(type: string, object: object, id = "evt_1") {
  return { id, type, data: { object } };
}

describe("POST /webhooks/stripe", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    seen.clear();
  });

  it("grants credits for invoice.paid", async () => {
    const res = await request(createApp())
      .post("/webhooks/stripe")
      .set("content-type", "application/json")
      .send(JSON.stringify(event("invoice.paid", { id: "in_1", customer: "cus_1", lines: { data: [] } })));
    expect(res.status).toBe(200);
    expect(credits.grantCredits).toHaveBeenCalledWith("acc_1", 100, "invoice:in_1");
  });

  it("handles a redelivered event once", async () => {
    const body = JSON.stringify(event("invoice.paid", { id: "in_2", customer: "cus_1", lines: { data: [] } }, "evt_dup"));
    const app = createApp();
    await request(app).post("/webhooks/stripe").set("content-type", "application/json").send(body);
    const res = await request(app).post("/webhooks/stripe").set("content-type", "application/json").send(body);
    expect(res.body.duplicate).toBe(true);
    expect(credits.grantCredits).toHaveBeenCalledTimes(1);
  });

  it("revokes credits for charge.refunded", async () => {
    const res = await request(createApp())
      .post("/webhooks/stripe")
      .set("content-type", "application/json")
      .send(JSON.stringify(event("charge.refunded", { customer: "cus_1", invoice: "in_1", amount: 2000, amount_refunded: 1000 })));
    expect(res.status).toBe(200);
    expect(credits.revokeCredits).toHaveBeenCalledWith("acc_1", "in_1", 0.5);
  });

  it("ignores unknown events", async () => {
    const res = await request(createApp())
      .post("/webhooks/stripe")
      .set("content-type", "application/json")
      .send(JSON.stringify(event("customer.created", {})));
    expect(res.status).toBe(200);
    expect(credits.grantCredits).not.toHaveBeenCalled();
  });
});
