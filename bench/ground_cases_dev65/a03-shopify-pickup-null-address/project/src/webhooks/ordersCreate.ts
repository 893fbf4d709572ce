import { toWarehouseOrder } from "../shopify/mapOrder.js";
import type { ShopifyOrder } from "../shopify/types.js";
import { createShipment } from "../warehouse/client.js";

const seen = new Set<number>();

export async function handleOrdersCreate(order: ShopifyOrder): Promise<void> {
  // Shopify delivers at least once; the same order can arrive twice.
  if (seen.has(order.id)) {
    return;
  }
  seen.add(order.id);
  const payload = toWarehouseOrder(order);
  if (payload.lines.length === 0) {
    console.info(`order ${order.name}: nothing to ship`);
    return;
  }
  const shipment = await createShipment(payload);
  console.info(`order ${order.name} -> shipment ${shipment.id}`);
}

export function resetSeen(): void {
  seen.clear();
}

export function seenCount(): number {
  return seen.size;
}

export function wasSeen(id: number): boolean {
  return seen.has(id);
}
