import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CartSummary } from "./CartSummary";

const item = (unitPrice: number, quantity = 1) => ({ sku: `S${unitPrice}`, name: "item", unitPrice, quantity });

describe("CartSummary", () => {
  it("adds shipping under the threshold", () => {
    render(<CartSummary items={[item(1200, 2)]} coupon={null} />);
    expect(screen.getByTestId("shipping").textContent).toBe("¥550");
    expect(screen.getByTestId("total").textContent).toBe("¥2,950");
  });

  it("送料無料ちょうど5000円", () => {
    render(<CartSummary items={[item(2500, 2)]} coupon={null} />);
    expect(screen.getByTestId("shipping").textContent).toBe("無料");
    expect(screen.getByTestId("total").textContent).toBe("¥5,000");
  });

  it("applies a percent coupon before shipping", () => {
    render(<CartSummary items={[item(3000, 2)]} coupon={{ code: "TEN", percentOff: 10 }} />);
    expect(screen.getByTestId("discount").textContent).toBe("-¥600");
    expect(screen.getByTestId("total").textContent).toBe("¥5,400");
  });
});
