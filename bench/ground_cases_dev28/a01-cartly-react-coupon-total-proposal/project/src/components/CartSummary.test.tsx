import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CartSummary } from "./CartSummary";

const items = [
  { sku: "A1", name: "Mug", unitPrice: 1200, qty: 2 },
  { sku: "B7", name: "Coaster set", unitPrice: 850, qty: 1 },
];

function renderSummary(overrides = {}) {
  return render(
    <CartSummary
      items={items}
      coupon={null}
      currency="EUR"
      onApplyCoupon={vi.fn()}
      onClear={vi.fn()}
      onCheckout={vi.fn()}
      {...overrides}
    />,
  );
}

describe("CartSummary", () => {
  it("shows the subtotal", () => {
    renderSummary();
    expect(screen.getByText("Subtotal").nextSibling?.textContent).toContain("32.50");
  });

  it("applies a percent coupon", () => {
    renderSummary({ coupon: { code: "TEN", kind: "percent", percent: 10 } });
    expect(screen.getByText("Total").nextSibling?.textContent).toContain("29.25");
  });

  it("renders the empty state", () => {
    renderSummary({ items: [] });
    expect(screen.getByText("Your cart is empty.")).toBeTruthy();
  });
});
