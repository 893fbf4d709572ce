import type { Knex } from "knex";

export async function seed(db: Knex, opts: { orders: number; itemsPerOrder: number }) {
  await db.schema.createTable("customers", (t) => {
    t.integer("id").primary();
    t.string("name");
    t.string("email").nullable();
  });
  await db.schema.createTable("orders", (t) => {
    t.integer("id").primary();
    t.string("number");
    t.string("status");
    t.integer("customer_id");
    t.integer("total_cents");
    t.string("currency");
    t.string("ship_line1");
    t.string("ship_city");
    t.string("ship_postcode");
    t.string("ship_country");
    t.timestamp("created_at");
  });
  await db.schema.createTable("order_items", (t) => {
    t.integer("order_id");
    t.string("sku");
    t.string("name");
    t.integer("quantity");
    t.integer("unit_price_cents");
  });
  for (let i = 1; i <= opts.orders; i++) {
    await db("customers").insert({ id: i, name: `Customer ${i}`, email: null });
    await db("orders").insert({
      id: i, number: `A-${1000 + i}`, status: "paid", customer_id: i, total_cents: 2500, currency: "EUR",
      ship_line1: "Hauptstr. 1", ship_city: "Köln", ship_postcode: "50667", ship_country: "DE", created_at: new Date(),
    });
    for (let j = 0; j < opts.itemsPerOrder; j++) {
      await db("order_items").insert({ order_id: i, sku: `SKU-${j}`, name: `Item ${j}`, quantity: 1, unit_price_cents: 1250 });
    }
  }
}
