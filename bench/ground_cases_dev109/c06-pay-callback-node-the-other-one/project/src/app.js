const express = require("express");
const { verifySignature } = require("./verify");
const { dispatch } = require("./handlers");
const { log, requestId } = require("./logger");

const app = express();
app.use(requestId());
app.use(express.json({ verify: (req, _res, buf) => { req.rawBody = buf.toString("utf8"); } }));

app.get("/healthz", (_req, res) => res.json({ ok: true }));

app.post("/webhooks/pay", async (req, res) => {
  const check = verifySignature(req, process.env.PAY_WEBHOOK_SECRET);
  if (!check.ok) {
    return res.status(400).json({ error: check.reason });
  }
  try {
    const result = await dispatch(req.body);
    res.json({ received: true, ...result });
  } catch (err) {
    log("error", "webhook failed", { reqId: req.id, eventId: req.body && req.body.id, err: err.message });
    res.status(500).json({ error: "internal" });
  }
});

if (require.main === module) {
  const port = Number(process.env.PORT || 3000);
  app.listen(port, () => console.log(`pay-callback listening on ${port}`));
}

module.exports = app;
