import { Router } from "express";
import { chargeQueue } from "../queue.js";
import { getOrder } from "../db.js";

export const checkout = Router();

checkout.post("/orders/:id/pay", async (req, res) => {
  const order = await getOrder(req.params.id);
  if (!order) {
    res.status(404).json({ error: "order_not_found" });
    return;
  }
  if (order.status === "paid") {
    res.status(409).json({ error: "already_paid" });
    return;
  }
  // One job per order: a double click or a client retry finds the existing job.
  const job = await chargeQueue.add(
    "charge",
    {
      orderId: order.id,
      customerId: order.customer_id,
      amount: order.amount,
      currency: "jpy",
    },
    { jobId: `charge:${order.id}` },
  );
  res.status(202).json({ jobId: job.id, status: "queued" });
});

checkout.get("/orders/:id/status", async (req, res) => {
  const order = await getOrder(req.params.id);
  if (!order) {
    res.status(404).json({ error: "order_not_found" });
    return;
  }
  res.json({ status: order.status, paymentIntentId: order.payment_intent_id });
});
