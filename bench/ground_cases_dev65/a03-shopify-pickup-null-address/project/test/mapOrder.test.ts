import { describe, expect, it } from "vitest";

import { toWarehouseOrder } from "../src/shopify/mapOrder.js";
import type { ShopifyOrder } from "../src/shopify/types.js";

const address = {
  first_name: "Ada",
  last_name: "Byron",
  address1: "12 St James's Square",
  address2: null,
  city: "London",
  zip: "SW1Y 4JH",
  province_code: null,
  country_code: "GB",
  phone: null,
};

const order: ShopifyOrder = {
  id: 5123456789,
  name: "#1042",
  email: "ada@example.com",
  created_at: "2025-11-05T10:00:00Z",
  currency: "GBP",
  total_price: "42.00",
  shipping_address: address,
  billing_address: address,
  line_items: [
    { id: 1, sku: "MUG-BLK", quantity: 2, requires_shipping: true, name: "Mug" },
    { id: 2, sku: null, quantity: 1, requires_shipping: false, name: "Gift card" },
  ],
  note_attributes: [],
  tags: "",
};

describe("toWarehouseOrder", () => {
  it("maps the address and keeps only shippable lines", () => {
    const w = toWarehouseOrder(order);
    expect(w.shipTo.line1).toBe("12 St James's Square");
    expect(w.lines).toEqual([{ sku: "MUG-BLK", qty: 2 }]);
    expect(w.billingCountry).toBe("GB");
    expect(w.giftMessage).toBeUndefined();
  });

  it("passes the gift message note attribute", () => {
    const w = toWarehouseOrder({ ...order, note_attributes: [{ name: "Gift message", value: " Happy birthday! " }] });
    expect(w.giftMessage).toBe("Happy birthday!");
  });
});
