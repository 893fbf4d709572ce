import { describe, expect, it, vi, beforeEach } from "vitest";

vi.mock("../src/db.js", () => ({
  getOrder: vi.fn(),
  markCharging: vi.fn(async () => true),
  setStatus: vi.fn(),
}));
vi.mock("../src/payments/stripe.js", () => ({
  stripe: { paymentIntents: { create: vi.fn(async () => ({ id: "pi_123" })) } },
}));

import { getOrder } from "../src/db.js";
import { stripe } from "../src/payments/stripe.js";
import { chargeOrder } from "../src/payments/charge.js";

const job = { orderId: "o1", customerId: "cus_1", amount: 4980, currency: "jpy" as const };

describe("chargeOrder", () => {
  beforeEach(() => vi.clearAllMocks());

  it("returns the existing intent when already paid", async () => {
    vi.mocked(getOrder).mockResolvedValue({ id: "o1", customer_id: "cus_1", amount: 4980, status: "paid", payment_intent_id: "pi_old" });
    expect(await chargeOrder(job)).toBe("pi_old");
    expect(stripe.paymentIntents.create).not.toHaveBeenCalled();
  });

  it("creates a payment intent for a pending order", async () => {
    vi.mocked(getOrder).mockResolvedValue({ id: "o1", customer_id: "cus_1", amount: 4980, status: "pending", payment_intent_id: null });
    expect(await chargeOrder(job)).toBe("pi_123");
  });
});
