const config = require("../config/default.json");
const { mapOrder } = require("./mapping");
const { postOrder } = require("./erpClient");

function log(level, msg, fields = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  (level === "error" ? process.stderr : process.stdout).write(line + "\n");
}

async function fetchPendingOrders() {
  const res = await fetch(`${config.shopApi}/orders?status=paid&erp_synced=0&limit=${config.batchSize}`, {
    headers: { Authorization: `Bearer ${process.env.SHOP_TOKEN}` },
  });
  if (!res.ok) throw new Error(`shop api ${res.status}`);
  return (await res.json()).items;
}

async function markSynced(orderId, erpId) {
  await fetch(`${config.shopApi}/orders/${orderId}/erp`, {
    method: "PUT",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${process.env.SHOP_TOKEN}` },
    body: JSON.stringify({ erp_id: erpId }),
  });
}

async function main() {
  const orders = await fetchPendingOrders();
  let ok = 0;
  let failed = 0;
  for (const order of orders) {
    try {
      const result = await postOrder(config.erp, process.env.ERP_TOKEN, mapOrder(order));
      await markSynced(order.id, result.id);
      ok++;
    } catch (err) {
      failed++;
      log("error", "order sync failed", { orderId: order.id, status: err.status, error: err.message });
    }
  }
  log("info", "sync finished", { ok, failed, total: orders.length });
  if (failed > 0) process.exitCode = 1;
}

main();
