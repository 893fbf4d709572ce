import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CheckoutSummary, shippingCentsFor } from "./CheckoutSummary";

const lines = [
  { sku: "MUG-1", name: "Mug", unitPriceCents: 1200, qty: 2 },
  { sku: "TEE-M", name: "T-shirt", unitPriceCents: 2500, qty: 1 },
];

describe("CheckoutSummary", () => {
  it("shows subtotal, discount and total", () => {
    render(<CheckoutSummary lines={lines} subtotalCents={4900} discountCents={490} onQtyChange={vi.fn()} onCheckout={vi.fn()} />);
    expect(screen.getByText("$49.00")).toBeInTheDocument();
    expect(screen.getByText("-$4.90")).toBeInTheDocument();
  });

  it("hides the discount row when there is no discount", () => {
    render(<CheckoutSummary lines={lines} subtotalCents={4900} discountCents={0} onQtyChange={vi.fn()} onCheckout={vi.fn()} />);
    expect(screen.queryByText("Discount")).not.toBeInTheDocument();
  });

  it("calls onCheckout", async () => {
    const onCheckout = vi.fn();
    render(<CheckoutSummary lines={lines} subtotalCents={4900} discountCents={0} onQtyChange={vi.fn()} onCheckout={onCheckout} />);
    await userEvent.click(screen.getByRole("button", { name: "Place order" }));
    expect(onCheckout).toHaveBeenCalledOnce();
  });

  it("disables the button while submitting", () => {
    render(<CheckoutSummary lines={lines} subtotalCents={4900} discountCents={0} submitting onQtyChange={vi.fn()} onCheckout={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Placing order…" })).toBeDisabled();
  });

  it("renders the empty state", () => {
    render(<CheckoutSummary lines={[]} subtotalCents={0} discountCents={0} onQtyChange={vi.fn()} onCheckout={vi.fn()} />);
    expect(screen.getByText("Your cart is empty.")).toBeInTheDocument();
  });
});

describe("shippingCentsFor", () => {
  it("charges flat shipping below the threshold", () => {
    expect(shippingCentsFor(30)).toBe(495);
  });

  it("is free at the threshold", () => {
    expect(shippingCentsFor(50)).toBe(0);
  });
});
