import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Product } from "../api/client";
import { ResultList } from "./ResultList";

const mug: Product = {
  id: "p1",
  sku: "MUG-01",
  name: "マグカップ",
  priceYen: 1200,
  stock: 2,
  thumbnailUrl: null,
};

describe("ResultList", () => {
  it("shows nothing special before the first search", () => {
    render(<ResultList items={[]} searched={false} />);
    expect(screen.queryByText("該当する商品がありません")).toBeNull();
  });

  it("shows the empty message after a search with no hits", () => {
    render(<ResultList items={[]} searched />);
    expect(screen.getByText("該当する商品がありません")).toBeTruthy();
  });

  it("lists items with a low-stock badge", () => {
    render(<ResultList items={[mug]} searched />);
    expect(screen.getByText("マグカップ")).toBeTruthy();
    expect(screen.getByText("残り2")).toBeTruthy();
  });
});
