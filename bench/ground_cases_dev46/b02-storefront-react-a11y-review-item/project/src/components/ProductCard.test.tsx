import { render, screen, fireEvent } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { ProductCard } from "./ProductCard";

const product = {
  id: "p1",
  slug: "linen-shirt",
  name: "リネンシャツ",
  price: 5900,
  salePrice: 4900,
  imageUrl: "/img/p1.jpg",
};

describe("ProductCard", () => {
  it("shows the sale price", () => {
    render(
      <MemoryRouter>
        <ProductCard product={product} favorite={false} onToggleFavorite={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByText("¥4,900")).toBeTruthy();
  });

  it("toggles favorite", () => {
    const onToggle = vi.fn();
    render(
      <MemoryRouter>
        <ProductCard product={product} favorite={false} onToggleFavorite={onToggle} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole("button"));
    expect(onToggle).toHaveBeenCalledWith("p1");
  });
});
