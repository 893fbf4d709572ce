import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DiscountBadge } from "./DiscountBadge";

describe("DiscountBadge", () => {
  it("割引率を「10%OFF」で表示する", () => {
    render(<DiscountBadge percent={10} />);
    expect(screen.getByText("10%OFF")).toBeInTheDocument();
  });

  it("小数は四捨五入する", () => {
    render(<DiscountBadge percent={12.5} />);
    expect(screen.getByText("13%OFF")).toBeInTheDocument();
  });

  it("0のときは何も出さない", () => {
    const { container } = render(<DiscountBadge percent={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("NaN のときも何も出さない", () => {
    const { container } = render(<DiscountBadge percent={Number.NaN} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("size=sm でクラスが付く", () => {
    render(<DiscountBadge percent={5} size="sm" className="ml-1" />);
    expect(screen.getByText("5%OFF")).toHaveClass("badge--sm", "badge--discount", "ml-1");
  });
});
