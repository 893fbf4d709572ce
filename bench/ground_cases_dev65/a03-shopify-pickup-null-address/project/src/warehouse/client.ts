import { request } from "undici";

import { config } from "../config.js";
import type { WarehouseOrder } from "../shopify/mapOrder.js";

export interface Shipment {
  id: string;
  status: "received" | "picking" | "shipped";
}

export async function createShipment(order: WarehouseOrder): Promise<Shipment> {
  const res = await request(`${config.warehouseBaseUrl}/shipments`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${config.warehouseApiKey}`,
      "idempotency-key": order.externalId,
    },
    body: JSON.stringify(order),
    headersTimeout: 10_000,
    bodyTimeout: 10_000,
  });
  if (res.statusCode === 409) {
    // already created for this order: the idempotency key matched
    return (await res.body.json()) as Shipment;
  }
  if (res.statusCode >= 300) {
    throw new Error(`warehouse POST /shipments: ${res.statusCode} ${await res.body.text()}`);
  }
  return (await res.body.json()) as Shipment;
}
