const express = require("express");
const posts = require("./routes/posts");

const app = express();
app.use(express.json({ limit: "256kb" }));

app.use((req, res, next) => {
  const start = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    console.log(`${req.method} ${req.originalUrl} ${res.statusCode} ${ms.toFixed(1)}ms`);
  });
  next();
});

app.get("/healthz", (req, res) => {
  res.json({ ok: true, uptime: process.uptime() });
});

app.use("/api/posts", posts);

app.use((req, res) => {
  res.status(404).json({ error: "not_found" });
});

// eslint-disable-next-line no-unused-vars
app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ error: "internal" });
});

const port = Number(process.env.PORT || 3000);

if (require.main === module) {
  app.listen(port, () => {
    console.log(`notice-board-api listening on ${port}`);
  });
}

module.exports = app;
