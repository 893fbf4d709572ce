const express = require("express");

const orders = require("./routes/orders");
const webhooks = require("./routes/webhooks");

const app = express();

// The payments webhook needs the raw body for the signature check, so it is
// mounted before the JSON parser.
app.use("/webhooks", express.raw({ type: "application/json", limit: "256kb" }), webhooks);

app.use(express.json({ limit: "100kb" }));
app.use("/orders", orders);

app.get("/health", (req, res) => res.json({ ok: true }));

app.use((err, req, res, next) => {
  console.error(`[${req.method} ${req.path}]`, err);
  res.status(500).json({ error: "internal" });
});

const port = Number(process.env.PORT || 3000);
if (require.main === module) {
  app.listen(port, () => console.log(`shopfront-api on :${port}`));
}

module.exports = app;
