import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import Stripe from "stripe";
import type { Config } from "./config.js";

type Handler = (event: Stripe.Event, log: FastifyRequest["log"]) => Promise<void>;

const handlers: Partial<Record<Stripe.Event["type"], Handler>> = {
  "invoice.paid": async (event, log) => {
    const invoice = event.data.object as Stripe.Invoice;
    log.info(
      {
        invoice: invoice.id,
        customer: invoice.customer,
        amount: invoice.amount_paid,
        currency: invoice.currency,
      },
      "invoice paid",
    );
  },
  "customer.subscription.deleted": async (event, log) => {
    const sub = event.data.object as Stripe.Subscription;
    log.info({ subscription: sub.id }, "subscription canceled");
  },
};

export function registerWebhook(app: FastifyInstance, config: Config, stripe: Stripe): void {
  app.post(
    "/webhooks/stripe",
    { config: { rawBody: true } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const signature = request.headers["stripe-signature"];
      if (typeof signature !== "string") {
        return reply.code(400).send({ error: "missing signature" });
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          request.rawBody as Buffer,
          signature,
          config.stripeWebhookSecret,
          config.toleranceSeconds,
        );
      } catch (err) {
        request.log.warn({ err }, "stripe signature verification failed");
        return reply.code(400).send({ error: "invalid signature" });
      }
      const handler = handlers[event.type];
      if (handler) {
        await handler(event, request.log);
      }
      return reply.code(200).send({ received: true });
    },
  );
}
