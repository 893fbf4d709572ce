import { mount } from "@vue/test-utils";
import { describe, expect, it, vi } from "vitest";
import { ref } from "vue";
import ProductTable from "../ProductTable.vue";

const items = [
  { sku: "MUG-BL", name: "Blue mug", category: "Kitchen", priceCents: 1200, stock: 4 },
  { sku: "MUG-RD", name: "Red mug", category: "Kitchen", priceCents: 1100, stock: 0 },
  { sku: "TEE-BL", name: "Blue tee", category: "Clothing", priceCents: 2500, stock: 9 },
];

vi.mock("@/composables/useProducts", () => ({
  useProducts: () => ({
    products: ref(items),
    loading: ref(false),
    byCategory: (c: string) => items.filter((p) => p.category.toLowerCase() === c.toLowerCase()),
  }),
}));

describe("ProductTable", () => {
  it("lists all products sorted by name", () => {
    const w = mount(ProductTable);
    expect(w.findAll("tbody tr").map((r) => r.find("td").text())).toEqual(["Blue mug", "Blue tee", "Red mug"]);
  });

  it("filters by search text", async () => {
    const w = mount(ProductTable);
    await w.find("input").setValue("mug");
    expect(w.findAll("tbody tr")).toHaveLength(2);
  });

  it("filters by category prop", () => {
    const w = mount(ProductTable, { props: { category: "clothing" } });
    expect(w.findAll("tbody tr")).toHaveLength(1);
  });
});
