const express = require("express");
const { rateLimit } = require("./middleware/rateLimit");
const orders = require("./routes/orders");

const app = express();
app.use(express.json());

app.use((req, res, next) => {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    console.log(`${req.method} ${req.originalUrl} ${res.statusCode} ${ms.toFixed(1)}ms`);
  });
  next();
});

// every request comes through the gateway with the user id in a header
app.use((req, res, next) => {
  const id = Number(req.get("x-user-id"));
  if (!id) {
    res.status(401).json({ error: "missing user" });
    return;
  }
  req.user = { id };
  next();
});

app.use(rateLimit({ windowSec: 60, max: 300 }));
app.use("/orders", orders);

app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ error: "internal error" });
});

if (require.main === module) {
  app.listen(process.env.PORT || 3000);
}

module.exports = app;
