import express from "express";

import { config } from "./config.js";
import { verifyShopifyHmac } from "./webhooks/verify.js";
import { handleOrdersCreate } from "./webhooks/ordersCreate.js";

const app = express();
app.use(
  express.json({
    limit: "2mb",
    // keep the exact bytes: Shopify's HMAC is over the raw body, not our re-serialization
    verify: (req, _res, buf) => {
      (req as express.Request & { rawBody?: Buffer }).rawBody = buf;
    },
  }),
);

app.get("/healthz", (_req, res) => res.send("ok"));

app.post("/webhooks/shopify/orders-create", verifyShopifyHmac, async (req, res) => {
  // Shopify wants a 200 within 5 seconds; the warehouse call happens after we answer.
  res.status(200).end();
  try {
    await handleOrdersCreate(req.body);
  } catch (err) {
    console.error("orders/create failed", req.get("X-Shopify-Webhook-Id"), err);
  }
});

app.listen(config.port, () => {
  console.log(`shop-bridge listening on ${config.port} (Shopify API ${config.apiVersion})`);
});
