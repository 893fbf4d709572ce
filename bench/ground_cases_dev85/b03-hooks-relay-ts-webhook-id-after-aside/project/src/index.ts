import express from "express";
import { listActiveSubscriptions, recordDelivery } from "./db/subscriptions.js";
import { deliver } from "./webhooks/dispatcher.js";
import { isWebhookEvent } from "./webhooks/events.js";

const app = express();
app.use(express.json({ limit: "256kb" }));

// Internal endpoint: the billing service posts domain events here and we fan them out.
app.post("/internal/events", async (req, res) => {
  if (!isWebhookEvent(req.body)) {
    res.status(400).json({ code: "invalid_event", message: "type and data are required" });
    return;
  }
  const event = req.body;
  const subs = await listActiveSubscriptions(event.type);
  res.status(202).json({ accepted: subs.length });
  for (const sub of subs) {
    const result = await deliver(sub, event);
    await recordDelivery(sub.id, result);
  }
});

app.get("/healthz", (_req, res) => {
  res.json({ ok: true });
});

const port = Number(process.env.PORT ?? 8080);
app.listen(port, () => console.log(`hooks-relay listening on ${port}`));
