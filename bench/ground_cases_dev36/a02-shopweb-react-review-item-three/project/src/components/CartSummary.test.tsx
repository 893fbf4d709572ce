import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CartSummary } from "./CartSummary";

vi.mock("../hooks/useCart", () => ({
  useCart: () => ({
    lines: [
      { sku: "A-1", name: "Mug", unitPrice: 1250, qty: 2 },
      { sku: "B-7", name: "Tea", unitPrice: 899, qty: 1 },
    ],
    loading: false,
    error: null,
    updateQty: vi.fn(),
    removeLine: vi.fn(),
  }),
}));

describe("CartSummary", () => {
  it("renders the subtotal", () => {
    render(<CartSummary currency="EUR" onCheckout={() => {}} />);
    expect(screen.getAllByText(/33[.,]99/).length).toBeGreaterThan(0);
  });

  it("applies the promo percentage to the total", () => {
    render(<CartSummary currency="EUR" promoPct={10} onCheckout={() => {}} />);
    expect(screen.getByText(/30[.,]59/)).toBeTruthy();
  });

  it("enables checkout when there are lines", () => {
    render(<CartSummary currency="EUR" onCheckout={() => {}} />);
    expect(screen.getByRole("button", { name: "Checkout" })).toHaveProperty("disabled", false);
  });
});
