import { describe, expect, it } from "vitest";
import { fetchAllProducts } from "../src/shopify/products.js";

function fakeClient(pages: unknown[]) {
  let i = 0;
  const calls: Record<string, unknown>[] = [];
  return {
    calls,
    query: async (_q: string, vars: Record<string, unknown> = {}) => {
      calls.push(vars);
      return pages[i++];
    },
  };
}

const node = (id: string) => ({
  id, handle: id, title: id, status: "ACTIVE", updatedAt: "2025-10-01T00:00:00Z",
  variants: { edges: [{ node: { id: `${id}-v`, sku: id, price: "9.90", inventoryQuantity: 3 } }] },
});

describe("fetchAllProducts", () => {
  it("flattens variants", async () => {
    const client = fakeClient([{ products: { pageInfo: { hasNextPage: false }, edges: [{ node: node("a") }] } }]);
    const out = await fetchAllProducts(client as never);
    expect(out).toHaveLength(1);
    expect(out[0].variants[0].sku).toBe("a");
  });

  it("keeps product fields", async () => {
    const client = fakeClient([{ products: { pageInfo: { hasNextPage: false }, edges: [{ node: node("b") }] } }]);
    const [p] = await fetchAllProducts(client as never);
    expect(p.handle).toBe("b");
    expect(p.status).toBe("ACTIVE");
  });
});
