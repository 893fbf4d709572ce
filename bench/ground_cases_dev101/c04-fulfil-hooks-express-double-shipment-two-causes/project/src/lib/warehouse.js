const axios = require("axios");

// Client for the warehouse (WMS) HTTP API.
const client = axios.create({
  baseURL: "https://wms.internal.example.cn/api/v2",
  timeout: 5000,
  headers: { Authorization: `Bearer ${process.env.WMS_TOKEN || ""}` },
});

async function createShipment({ orderId, items, address }) {
  const { data } = await client.post("/shipments", {
    external_ref: String(orderId),
    lines: items.map((i) => ({ sku: i.sku, quantity: i.qty })),
    ship_to: address,
  });
  return { id: data.shipment_id, status: data.status };
}

async function getShipment(shipmentId) {
  const { data } = await client.get(`/shipments/${encodeURIComponent(shipmentId)}`);
  return { id: data.shipment_id, status: data.status, trackingNo: data.tracking_no || null };
}

async function cancelShipment(shipmentId, reason) {
  await client.post(`/shipments/${encodeURIComponent(shipmentId)}/cancel`, { reason });
}

async function ping() {
  const { status } = await client.get("/ping");
  return status === 200;
}

module.exports = { createShipment, getShipment, cancelShipment, ping };
