import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it } from "vitest";
import CartBadge from "../CartBadge";
import { addLine } from "@/lib/cart";
import en from "../../../messages/en.json";

describe("CartBadge", () => {
  it("uses singular for one item", () => {
    addLine({ sku: "A", title: "Mug", qty: 1, price: 39 });
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <CartBadge />
      </NextIntlClientProvider>,
    );
    expect(screen.getByText("1 item")).toBeTruthy();
  });
});
