import { RefundService } from "./refund.service";
import { Order } from "../orders/order.entity";

function order(partial: Partial<Order> = {}): Order {
  return {
    id: "o1",
    number: "K-240101",
    email: "a@example.com",
    paymentIntentId: "pi_1",
    lines: [{ id: "l1", sku: "MUG", name: "マグカップ", unitPrice: 1000, taxRate: 0, quantity: 2, refundedQuantity: 0 }],
    couponDiscount: 0,
    shippingFee: 0,
    paidAmount: 2000,
    refundedAmount: 0,
    ...partial,
  };
}

describe("RefundService.calculateRefund", () => {
  const service = new RefundService({} as never, {} as never, {} as never);

  it("refunds the returned quantity", () => {
    expect(service.calculateRefund(order(), [{ lineId: "l1", quantity: 1 }])).toBe(1000);
  });

  it("never refunds more than was paid", () => {
    const o = order({ paidAmount: 500 });
    expect(service.calculateRefund(o, [{ lineId: "l1", quantity: 2 }])).toBe(500);
  });

  it("rejects more than purchased", () => {
    expect(() => service.calculateRefund(order(), [{ lineId: "l1", quantity: 3 }])).toThrow();
  });
});
