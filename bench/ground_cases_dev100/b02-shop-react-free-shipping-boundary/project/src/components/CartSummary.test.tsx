import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CartSummary } from "./CartSummary";

const item = (price: number, quantity = 1) => ({
  product: { id: `p${price}`, name: `商品${price}`, price },
  quantity,
});

const noop = () => {};

describe("CartSummary", () => {
  it("小計と合計を表示する", () => {
    render(<CartSummary items={[item(1200, 2)]} discountPercent={0} onCheckout={noop} />);
    expect(screen.getByText("￥2,400")).toBeInTheDocument();
    expect(screen.getByTestId("total")).toHaveTextContent("￥2,950");
  });

  it("5000円未満は送料550円", () => {
    render(<CartSummary items={[item(4999)]} discountPercent={0} onCheckout={noop} />);
    expect(screen.getByText("￥550")).toBeInTheDocument();
  });

  it("ちょうど5000円なら送料無料", () => {
    render(<CartSummary items={[item(2500, 2)]} discountPercent={0} onCheckout={noop} />);
    expect(screen.getByText("送料無料")).toBeInTheDocument();
    expect(screen.getByTestId("total")).toHaveTextContent("￥5,000");
  });

  it("割引後に5000円を下回ると送料がかかる", () => {
    render(<CartSummary items={[item(5200)]} discountPercent={10} onCheckout={noop} />);
    expect(screen.getByText("-￥520")).toBeInTheDocument();
    expect(screen.getByTestId("total")).toHaveTextContent("￥5,230");
  });
});
