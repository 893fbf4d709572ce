import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CartSummary } from "../components/CartSummary";

const item = (id: string, priceCents: number, qty = 1) => ({
  id, name: id, priceCents, qty, stock: 10, imageUrl: "",
});

describe("CartSummary", () => {
  it("shows subtotal and shipping", () => {
    render(<CartSummary items={[item("a", 1200), item("b", 800, 2)]} />);
    expect(screen.getByTestId("subtotal").textContent).toContain("28,00");
    expect(screen.getByTestId("total").textContent).toContain("32,90");
  });

  it("free shipping from 50 euro", () => {
    render(<CartSummary items={[item("a", 5000)]} />);
    expect(screen.getByText("Free")).toBeTruthy();
  });
});
