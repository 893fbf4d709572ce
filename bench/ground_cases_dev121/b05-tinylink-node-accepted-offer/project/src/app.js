const express = require("express");
const rateLimit = require("./middleware/rateLimit");
const links = require("./routes/links");
const store = require("./store");

const app = express();
app.disable("x-powered-by");
app.use(express.json({ limit: "10kb" }));

app.get("/healthz", (req, res) => res.json({ ok: true }));

// creation is the only write path; keep bots from filling the store
app.post("/links", rateLimit({ windowSec: 60, max: 10 }));
app.use("/links", links);

app.get("/:code", (req, res) => {
  const link = store.get(req.params.code);
  if (!link) {
    return res.status(404).send("not found");
  }
  store.hit(req.params.code);
  res.redirect(302, link.url);
});

app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ error: "internal error" });
});

if (require.main === module) {
  setInterval(() => {
    const removed = store.purgeExpired();
    if (removed) console.log(`purged ${removed} expired links`);
  }, 10 * 60 * 1000).unref();
  const port = Number(process.env.PORT || 3000);
  app.listen(port, () => console.log(`tinylink on :${port}`));
}

module.exports = app;
