import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import * as api from "../api/client";
import { OrderForm } from "./OrderForm";

const product = { id: "p1", name: "テスト商品", priceYen: 1200 };

describe("OrderForm", () => {
  it("posts once even when the button is clicked three times", async () => {
    let resolve!: (o: api.Order) => void;
    const post = vi.spyOn(api, "postOrder").mockImplementation(
      () => new Promise<api.Order>((r) => (resolve = r)),
    );
    render(<OrderForm product={product} onPlaced={() => {}} />);
    const button = screen.getByRole("button", { name: "注文する" });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    resolve({ id: "o1", productId: "p1", quantity: 1, status: "received" });
    expect(post).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole("status")).toHaveTextContent("注文 o1 を受け付けました");
  });

  it("re-enables the button after a failed order", async () => {
    vi.spyOn(api, "postOrder").mockRejectedValue(new Error("500 Internal Server Error"));
    render(<OrderForm product={product} onPlaced={() => {}} />);
    await userEvent.click(screen.getByRole("button", { name: "注文する" }));
    expect(await screen.findByRole("status")).toHaveTextContent("注文に失敗しました");
    expect(screen.getByRole("button", { name: "注文する" })).toBeEnabled();
  });
});
