require("dotenv").config();
const express = require("express");
const path = require("path");

const checkout = require("./routes/checkout");
const webhook = require("./routes/webhook");
const { stockFor } = require("./lib/orders");

const app = express();

// Stripe needs the raw body to verify signatures, so mount the webhook before express.json()
app.use("/webhook", express.raw({ type: "application/json" }), webhook);
app.use(express.json());
app.use(express.static(path.join(__dirname, "public")));

app.use("/api", checkout);

app.get("/api/stock/:sku", async (req, res) => {
  res.json({ sku: req.params.sku, left: await stockFor(req.params.sku) });
});

app.get("/healthz", (req, res) => res.send("ok"));

app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ error: "something went wrong" });
});

const port = process.env.PORT || 3000;
app.listen(port, () => console.log(`printdrop listening on ${port}`));
