const express = require("express");

const { version } = require("../package.json");

const { buildPayload } = require("./notify/payload");
const { send } = require("./notify/mailer");

const app = express();
app.use(express.json());

app.post("/webhooks/ticket", async (req, res) => {
  const event = req.body;
  if (!event || !event.ticket) {
    return res.status(400).json({ error: "missing ticket" });
  }
  try {
    const payload = buildPayload(event);
    await send(payload);
    res.status(202).json({ queued: true });
  } catch (err) {
    console.error(err);
    res.status(500).json({ error: "notify failed" });
  }
});

app.get("/healthz", (_req, res) => res.json({ status: "ok", version }));

const port = Number(process.env.PORT || 3000);
if (require.main === module) {
  app.listen(port, () => console.log(`listening on ${port}`));
}

module.exports = app;
