const ERP_URL = process.env.ERP_URL || "http://erp.internal:9000";

/**
 * Tell the ERP that an order was paid, so finance gets a receipt.
 * amountFen is in fen; the ERP wants yuan.
 * Throws on any non-2xx answer so the queue retries.
 */
async function pushReceipt(orderNo, amountFen) {
  const res = await fetch(`${ERP_URL}/api/receipts`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ orderNo, amount: amountFen / 100 }),
    signal: AbortSignal.timeout(15000),
  });
  if (!res.ok) {
    throw new Error(`erp ${res.status}`);
  }
  return res.json();
}

async function ping() {
  try {
    const res = await fetch(`${ERP_URL}/healthz`, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

module.exports = { pushReceipt, ping };
