import { render } from "@testing-library/react";
import { axe } from "jest-axe";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { Header } from "../Header";
import { ProductCard } from "../ProductCard";
import { SearchBar } from "../SearchBar";

const product = { id: "p1", name: "線香花火 30本入り", price: 880, image: "/img/senko.jpg", onSale: true };

function inRouter(ui: JSX.Element) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}

describe("a11y (axe)", () => {
  it("Header has no violations", async () => {
    const { container } = inRouter(<Header cartCount={2} onOpenCart={() => {}} />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it("ProductCard has no violations", async () => {
    const { container } = inRouter(<ProductCard product={product} onAdd={() => {}} />);
    // color-contrast needs real CSS; jsdom cannot compute it (finding 3 is tracked with design)
    expect(await axe(container, { rules: { "color-contrast": { enabled: false } } })).toHaveNoViolations();
  });

  it("SearchBar has no violations", async () => {
    const { container } = inRouter(<SearchBar />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
