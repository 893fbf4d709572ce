import nodemailer from "nodemailer";

const orders = new Map();
const mailer = nodemailer.createTransport({ jsonTransport: process.env.NODE_ENV !== "production" });

export async function listOrders(limit) {
  return [...orders.values()].sort((a, b) => b.updatedAt - a.updatedAt).slice(0, limit);
}

export async function markPaid(orderId, amount) {
  const order = orders.get(orderId) ?? { id: orderId, email: null };
  const updated = { ...order, status: "paid", amount, updatedAt: Date.now() };
  orders.set(orderId, updated);
  if (updated.email) await sendConfirmation(updated);
  return updated;
}

export async function markRefunded(orderId, amount) {
  const order = orders.get(orderId);
  if (!order) return null;
  const updated = { ...order, status: "refunded", refunded: amount, updatedAt: Date.now() };
  orders.set(orderId, updated);
  return updated;
}

export function confirmationSubject(order) {
  return `【注文番号 ${order.id}】ご注文ありがとうございます`;
}

async function sendConfirmation(order) {
  await mailer.sendMail({
    from: "shop@example.jp",
    to: order.email,
    subject: confirmationSubject(order),
    text: `お支払いを確認しました（${order.amount.toLocaleString("ja-JP")}円）。`,
  });
}
