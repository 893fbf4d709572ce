import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CheckoutForm } from "./CheckoutForm";

vi.mock("../api/checkout", () => ({
  fetchShippingOptions: vi.fn(async () => [
    { id: "std", label: "通常配送", feeYen: 500 },
    { id: "exp", label: "お急ぎ便", feeYen: 900 },
  ]),
  placeOrder: vi.fn(async () => ({ orderId: "ord_1" })),
}));

vi.mock("../hooks/useCart", () => ({
  useCart: () => ({
    items: [{ sku: "TEE-M", name: "Tシャツ M", quantity: 2, priceYen: 2500 }],
    subtotal: 5000,
  }),
}));

describe("CheckoutForm", () => {
  it("shows the total with the first shipping option", async () => {
    render(<CheckoutForm cartId="c1" onPlaced={() => {}} />);
    expect(await screen.findByText("合計 ¥5,500")).toBeInTheDocument();
  });

  it("places the order", async () => {
    const onPlaced = vi.fn();
    render(<CheckoutForm cartId="c1" onPlaced={onPlaced} />);
    await userEvent.type(screen.getByLabelText("メールアドレス"), "a@example.com");
    await userEvent.click(await screen.findByRole("button", { name: "注文を確定する" }));
    expect(onPlaced).toHaveBeenCalledWith("ord_1");
  });
});
