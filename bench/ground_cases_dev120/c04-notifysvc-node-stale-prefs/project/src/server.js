const express = require("express");
const helmet = require("helmet");
const prefs = require("./routes/prefs");

const app = express();
app.use(helmet({ contentSecurityPolicy: process.env.NODE_ENV === "production" ? undefined : false }));
app.use(express.json({ limit: "64kb" }));

app.use((req, _res, next) => {
  req.startedAt = Date.now();
  next();
});

app.use("/prefs", prefs);

app.get("/healthz", (_req, res) => res.json({ ok: true }));

app.use((err, req, res, _next) => {
  console.error(`${req.method} ${req.path} failed after ${Date.now() - req.startedAt}ms`, err);
  res.status(500).json({ error: "internal" });
});

const port = Number(process.env.PORT || 3000);
if (require.main === module) {
  app.listen(port, () => console.log(`notify-svc listening on ${port}`));
}

module.exports = app;
