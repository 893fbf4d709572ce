const express = require("express");
const reports = require("./routes/reports");

const app = express();
app.use(express.json());

app.use((req, res, next) => {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    console.log(JSON.stringify({
      msg: "request",
      method: req.method,
      path: req.originalUrl,
      status: res.statusCode,
      duration_ms: Math.round(ms * 10) / 10,
      customer_id: req.user ? req.user.customerId : null,
    }));
  });
  next();
});

// The gateway in front of us verifies the session and passes the customer along.
app.use((req, res, next) => {
  const customerId = Number(req.get("x-customer-id"));
  if (!Number.isInteger(customerId) || customerId <= 0) {
    return res.status(401).json({ error: "missing customer" });
  }
  req.user = { customerId };
  next();
});

app.use("/reports", reports);

app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ error: "internal error" });
});

const port = Number(process.env.PORT || 3000);
if (require.main === module) {
  app.listen(port, () => console.log(`api listening on ${port}`));
}

module.exports = app;
