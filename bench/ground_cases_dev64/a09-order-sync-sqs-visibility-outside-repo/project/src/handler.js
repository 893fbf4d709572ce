import { pushOrder } from "./erp.js";
import { pool } from "./db.js";

const CONSUMER = "order-sync";

function log(level, msg, fields = {}) {
  console.log(JSON.stringify({ level, msg, ...fields }));
}

export function parseEvent(message) {
  const body = JSON.parse(message.Body);
  if (body.type !== "order.placed" && body.type !== "order.updated") {
    return null;
  }
  return {
    orderNumber: body.order.number,
    lines: body.order.lines,
    customer: body.order.customer,
    total: body.order.total,
  };
}

export async function handleOrderEvent(message) {
  const order = parseEvent(message);
  if (!order) {
    log("info", "ignored event", { messageId: message.MessageId });
    return;
  }
  // Claim the message before the (slow) ERP call; a redelivery of the same message skips.
  const claim = await pool.query(
    "INSERT INTO processed_messages (consumer, message_key) VALUES ($1, $2) ON CONFLICT DO NOTHING",
    [CONSUMER, message.MessageId],
  );
  if (claim.rowCount === 0) {
    log("info", "duplicate delivery, skipping", { messageId: message.MessageId, order: order.orderNumber });
    return;
  }
  log("info", "pushing order", { messageId: message.MessageId, order: order.orderNumber });
  let result;
  try {
    result = await pushOrder(order);
  } catch (err) {
    // release the claim so a later redelivery can try again
    await pool.query("DELETE FROM processed_messages WHERE consumer = $1 AND message_key = $2", [CONSUMER, message.MessageId]);
    throw err;
  }
  log("info", "order pushed", { messageId: message.MessageId, order: order.orderNumber, erpId: result.id });
}
