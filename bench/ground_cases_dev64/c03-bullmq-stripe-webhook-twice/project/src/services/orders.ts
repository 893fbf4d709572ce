import { dropOrder } from "../lib/cache.js";
import { db } from "../lib/db.js";
import { receiptQueue } from "../queue/queues.js";

export interface Order {
  id: string;
  customer_id: string;
  status: "pending" | "paid" | "refunded" | "cancelled";
  amount_total: number;
  currency: string;
  payment_intent: string | null;
}

export async function createOrder(customerId: string, amountTotal: number, currency: string): Promise<Order> {
  const [order] = await db<Order>("orders")
    .insert({ customer_id: customerId, amount_total: amountTotal, currency, status: "pending" })
    .returning("*");
  return order;
}

export async function markOrderPaid(orderId: string, paymentIntent: string): Promise<Order> {
  const order = await db<Order>("orders").where({ id: orderId }).first();
  if (order.status === "paid") return order;

  // only the delivery that actually flips pending -> paid goes on
  const updated = await db("orders")
    .where({ id: orderId, status: "pending" })
    .update({ status: "paid", payment_intent: paymentIntent, paid_at: new Date() });
  if (updated === 0) return { ...order, status: "paid" };
  await db("customers").where({ id: order.customer_id }).increment("paid_orders", 1);
  await dropOrder(orderId);

  await receiptQueue.add("receipt", { orderId });
  return { ...order, status: "paid", payment_intent: paymentIntent };
}

export async function refundOrder(orderId: string): Promise<void> {
  await db("orders").where({ id: orderId, status: "paid" }).update({ status: "refunded" });
}
