import type { Context } from "../context.js";
import type { CustomerRow, ItemRow, OrderRow } from "../db.js";

const money = (cents: number, currency: string) => ({ amount: (cents / 100).toFixed(2), currency });

export const Order = {
  id: (o: OrderRow) => String(o.id),
  status: (o: OrderRow) => o.status.toUpperCase(),
  total: (o: OrderRow) => o.total_cents / 100,
  totalMoney: (o: OrderRow) => money(o.total_cents, o.currency),
  createdAt: (o: OrderRow) => o.created_at.toISOString(),

  async customer(o: OrderRow, _: unknown, ctx: Context): Promise<CustomerRow | null> {
    return ctx.loaders.customers.load(o.customer_id);
  },

  lineItems(o: OrderRow, _: unknown, ctx: Context) {
    return ctx.loaders.items.load(o.id);
  },

  shippingAddress: (o: OrderRow) => ({
    line1: o.ship_line1,
    city: o.ship_city,
    postcode: o.ship_postcode,
    country: o.ship_country,
  }),
};

export const LineItem = {
  unitPrice: (i: ItemRow & { currency?: string }) => money(i.unit_price_cents, i.currency ?? "EUR"),
};
