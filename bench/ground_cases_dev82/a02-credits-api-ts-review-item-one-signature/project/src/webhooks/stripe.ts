import type { Request, Response } from "express";
import Stripe from "stripe";

import { accountForCustomer, creditsForInvoice, grantCredits, revokeCredits } from "../billing/credits.js";
import { config } from "../config.js";
import { claimEvent, releaseEvent } from "../db/events.js";
import { logger } from "../logger.js";
import { sendReceiptEmail } from "../mail/receipts.js";

const stripe = new Stripe(config.stripeSecretKey, { apiVersion: "2024-10-28.acacia" });

function parseEvent(req: Request): Stripe.Event {
  if (config.stripeWebhookSecret) {
    const signature = req.header("stripe-signature") ?? "";
    return stripe.webhooks.constructEvent(req.body as Buffer, signature, config.stripeWebhookSecret);
  }
  return JSON.parse((req.body as Buffer).toString("utf8")) as Stripe.Event;
}

async function onInvoicePaid(invoice: Stripe.Invoice): Promise<void> {
  const accountId = invoice.metadata?.account_id ?? (await accountForCustomer(invoice.customer as string));
  await grantCredits(accountId, creditsForInvoice(invoice), `invoice:${invoice.id}`);
  sendReceiptEmail(accountId, invoice).catch((err) => {
    logger.warn({ err, invoice: invoice.id }, "receipt mail failed");
  });
}

async function onChargeRefunded(charge: Stripe.Charge): Promise<void> {
  if (!charge.invoice || charge.amount === 0) {
    return;
  }
  const invoiceId = typeof charge.invoice === "string" ? charge.invoice : charge.invoice.id;
  const accountId = await accountForCustomer(charge.customer as string);
  await revokeCredits(accountId, invoiceId, charge.amount_refunded / charge.amount);
}

export async function stripeWebhook(req: Request, res: Response): Promise<void> {
  let event: Stripe.Event;
  try {
    event = parseEvent(req);
  } catch (err) {
    logger.warn({ err }, "stripe webhook: bad payload or signature");
    res.status(400).send("bad signature");
    return;
  }
  logger.info({ id: event.id, type: event.type, livemode: event.livemode }, "stripe webhook received");

  if (!(await claimEvent(event.id, event.type))) {
    logger.info({ id: event.id, type: event.type }, "stripe webhook: duplicate, skipped");
    res.json({ received: true, duplicate: true });
    return;
  }

  try {
    switch (event.type) {
      case "invoice.paid":
        await onInvoicePaid(event.data.object);
        break;
      case "charge.refunded":
        await onChargeRefunded(event.data.object);
        break;
      default:
        logger.debug({ type: event.type }, "stripe webhook: ignored");
    }
  } catch (err) {
    logger.error({ err, id: event.id, type: event.type }, "stripe webhook failed");
    await releaseEvent(event.id);
    res.status(500).send("error");
    return;
  }
  res.json({ received: true });
}
