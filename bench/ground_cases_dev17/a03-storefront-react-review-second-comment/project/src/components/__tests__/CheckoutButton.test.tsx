import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { createOrder } from "../../api/orders";
import { useCartStore } from "../../hooks/useCart";
import { CheckoutButton } from "../CheckoutButton";

vi.mock("../../api/orders", () => ({ createOrder: vi.fn() }));

const item = {
  sku: "MUG-1",
  title: "Mug",
  quantity: 1,
  listPrice: { cents: 1500, currency: "EUR" as const },
  salePrice: { cents: 1200, currency: "EUR" as const },
};

describe("CheckoutButton", () => {
  beforeEach(() => {
    useCartStore.setState({ items: [item] });
    vi.mocked(createOrder).mockReset();
  });

  it("shows the error when the order fails", async () => {
    vi.mocked(createOrder).mockRejectedValue(new Error("out of stock"));
    render(<CheckoutButton />);
    await userEvent.click(screen.getByRole("button", { name: "Checkout" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("out of stock");
  });

  it("is disabled while the order is being placed", async () => {
    vi.mocked(createOrder).mockReturnValue(new Promise(() => {}));
    render(<CheckoutButton />);
    const button = screen.getByRole("button", { name: "Checkout" });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(screen.getByRole("button", { name: "Placing order…" })).toBeDisabled();
    expect(createOrder).toHaveBeenCalledTimes(1);
  });
});
