// Maps our internal orders to the ERP v2 inbound-order payload.
// Contract: ERP API v2, POST /v2/inbound-orders (agreed with the ERP team, 2024-09).

function mapLine(line) {
  return {
    sku: line.sku,
    qty: line.quantity,
    unit_price: Math.round(line.unitPrice * 100), // fen
  };
}

function mapOrder(order) {
  if (!order.lines || order.lines.length === 0) {
    throw new Error(`order ${order.id} has no lines`);
  }
  return {
    external_id: order.id,
    customer_code: order.customerCode,
    warehouse_code: order.warehouseCode ?? null,
    created_at: new Date(order.createdAt).toISOString(),
    lines: order.lines.map(mapLine),
  };
}

module.exports = { mapLine, mapOrder };
