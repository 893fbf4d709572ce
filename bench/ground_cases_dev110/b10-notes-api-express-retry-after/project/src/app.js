const express = require("express");
const { requestLogger } = require("./logger");
const { rateLimit } = require("./ratelimit");
const notes = require("./routes/notes");

function createApp() {
  const app = express();
  // behind nginx: take the client address from X-Forwarded-For (one hop)
  app.set("trust proxy", 1);
  app.use(express.json({ limit: "100kb" }));
  app.use(requestLogger);

  app.get("/healthz", (req, res) => res.json({ ok: true }));
  app.use("/api", rateLimit);
  app.use("/api/notes", notes);

  app.use((req, res) => {
    res.status(404).json({ error: "not_found" });
  });

  // eslint-disable-next-line no-unused-vars
  app.use((err, req, res, next) => {
    console.error(err);
    res.status(err.status || 500).json({ error: err.expose ? err.message : "internal_error" });
  });

  return app;
}

if (require.main === module) {
  const port = Number(process.env.PORT || 3000);
  createApp().listen(port, () => {
    console.log(`notes-api listening on :${port}`);
  });
}

module.exports = { createApp };
