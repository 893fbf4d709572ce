import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CartSummary } from "./CartSummary";

vi.mock("../api/coupons", () => ({
  fetchCoupon: vi.fn(async (code: string) => ({ code, percentOff: 10 })),
}));

const items = [
  { sku: "A-1", name: "马克杯", priceCents: 3900, quantity: 1 },
  { sku: "B-2", name: "帆布袋", priceCents: 2500, quantity: 1 },
];

describe("CartSummary", () => {
  it("shows the subtotal", () => {
    render(<CartSummary items={items} onCheckout={() => {}} />);
    expect(screen.getByText("¥64.00")).toBeInTheDocument();
  });

  it("applies a coupon", async () => {
    render(<CartSummary items={items} couponCode="WELCOME10" onCheckout={() => {}} />);
    await waitFor(() => expect(screen.getByText("-¥6.40")).toBeInTheDocument());
    expect(screen.getByText("¥57.60")).toBeInTheDocument();
  });

  it("passes the total to onCheckout", async () => {
    const onCheckout = vi.fn();
    render(<CartSummary items={items} onCheckout={onCheckout} />);
    screen.getByText("去结算").click();
    expect(onCheckout).toHaveBeenCalledWith(6400);
  });
});
