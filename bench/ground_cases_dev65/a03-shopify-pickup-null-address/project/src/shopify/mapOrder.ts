import type { ShopifyOrder } from "./types.js";

export interface WarehouseOrder {
  externalId: string;
  reference: string;
  email: string;
  shipTo: {
    name: string;
    line1: string;
    line2: string;
    city: string;
    postcode: string;
    region: string;
    country: string;
    phone: string;
  };
  lines: { sku: string; qty: number }[];
  billingCountry: string;
  giftMessage?: string;
}

function fullName(first: string | null, last: string | null): string {
  return [first, last].filter(Boolean).join(" ");
}

/** Only lines that need a parcel go to the warehouse (gift cards and digital items do not). */
function shippableLines(order: ShopifyOrder) {
  return order.line_items
    .filter((li) => li.requires_shipping && li.sku)
    .map((li) => ({ sku: li.sku as string, qty: li.quantity }));
}

/** The cart's "Gift message" note attribute, trimmed; the 3PL prints up to 250 characters. */
function giftMessage(order: ShopifyOrder): string | undefined {
  const attr = order.note_attributes.find((a) => a.name.trim().toLowerCase() === "gift message");
  const text = attr?.value.trim();
  return text ? text.slice(0, 250) : undefined;
}

export function toWarehouseOrder(order: ShopifyOrder): WarehouseOrder {
  const ship = order.shipping_address!;
  return {
    externalId: String(order.id),
    reference: order.name,
    email: order.email ?? "",
    shipTo: {
      name: fullName(ship.first_name, ship.last_name),
      line1: ship.address1,
      line2: ship.address2 ?? "",
      city: ship.city,
      postcode: ship.zip,
      region: ship.province_code ?? "",
      country: ship.country_code,
      phone: ship.phone ?? "",
    },
    lines: shippableLines(order),
    billingCountry: order.billing_address?.country_code ?? "",
    giftMessage: giftMessage(order),
  };
}
