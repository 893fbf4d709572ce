import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CartSummary } from "./CartSummary";

vi.mock("../hooks/useCart", () => ({
  useCart: () => ({
    cart: {
      id: "c1",
      items: [
        { sku: "MUG-1", name: "Mug", quantity: 2, unitPriceCents: 1200 },
        { sku: "TEE-M", name: "T-shirt", quantity: 1, unitPriceCents: 2500 },
      ],
      itemCount: 3,
      currency: "EUR",
      subtotalCents: 4900,
      discountCents: 0,
      shippingCents: 0,
      totalCents: 4900,
      promoCode: null,
    },
    loading: false,
    error: null,
    removeItem: vi.fn(),
    setQuantity: vi.fn(),
    replaceCart: vi.fn(),
  }),
}));

describe("CartSummary", () => {
  it("shows the item count and total", () => {
    render(<CartSummary onCheckout={() => {}} />);
    expect(screen.getByRole("heading")).toHaveTextContent("Your cart (3)");
    expect(screen.getByText("€49.00")).toBeInTheDocument();
  });

  it("shows free shipping", () => {
    render(<CartSummary onCheckout={() => {}} />);
    expect(screen.getByText("Free")).toBeInTheDocument();
  });
});
