import type { FastifyInstance } from "fastify";

interface QuoteRequest {
  items: { sku: string; qty: number }[];
  currency?: string;
}

const PRICES: Record<string, number> = { "KIT-S": 1900, "KIT-M": 3400, "KIT-L": 5200 };

export async function quoteRoutes(app: FastifyInstance) {
  app.post<{ Body: QuoteRequest }>("/", async (req, reply) => {
    const { items, currency = "EUR" } = req.body;
    if (!Array.isArray(items) || items.length === 0) {
      return reply.code(400).send({ error: "items must be a non-empty list" });
    }
    let totalCents = 0;
    for (const item of items) {
      const price = PRICES[item.sku];
      if (price === undefined) {
        return reply.code(422).send({ error: `unknown sku ${item.sku}` });
      }
      totalCents += price * item.qty;
    }
    return { currency, totalCents };
  });
}
