import { beforeEach, describe, expect, it } from "vitest";
import { testContext, testDb, testServer } from "./helpers.js";
import { seed } from "./seed.js";

const ORDERS = `query { orders(first: 50) { edges { node { number customer { name } lineItems { sku quantity } } } } }`;

describe("orders", () => {
  let db: ReturnType<typeof testDb>;
  beforeEach(async () => {
    db = testDb();
    await seed(db, { orders: 50, itemsPerOrder: 2 });
  });

  it("returns customers and line items", async () => {
    const res = await testServer().executeOperation({ query: ORDERS }, { contextValue: testContext(db) });
    const edges = (res.body as any).singleResult.data.orders.edges;
    expect(edges).toHaveLength(50);
    expect(edges[0].node.lineItems).toHaveLength(2);
  });

  it("does not run a query per order", async () => {
    let queries = 0;
    db.on("query", () => queries++);
    await testServer().executeOperation({ query: ORDERS }, { contextValue: testContext(db) });
    expect(queries).toBeLessThanOrEqual(5);
  });

});
