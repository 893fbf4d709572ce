import { request } from "undici";
import { config } from "./config.js";

// The ERP's order import is slow: 20-60 s per order is normal at month end.
export async function pushOrder(order) {
  const res = await request(`${config.erpBaseUrl}/orders/import`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(order),
    headersTimeout: config.erpTimeoutMs,
    bodyTimeout: config.erpTimeoutMs,
  });
  if (res.statusCode >= 300) {
    const text = await res.body.text();
    throw new Error(`ERP import failed ${res.statusCode}: ${text.slice(0, 200)}`);
  }
  return res.body.json();
}

export async function findOrder(orderNumber) {
  const res = await request(`${config.erpBaseUrl}/orders/${encodeURIComponent(orderNumber)}`, {
    headersTimeout: 10_000,
  });
  if (res.statusCode === 404) {
    await res.body.dump();
    return null;
  }
  return res.body.json();
}

export function erpOrderUrl(erpId) {
  return `${config.erpBaseUrl.replace(/\/api$/, "")}/orders/${erpId}`;
}
