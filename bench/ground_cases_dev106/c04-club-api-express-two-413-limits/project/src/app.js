const express = require("express");
const members = require("./routes/members");

function errorHandler(err, req, res, next) {
  if (res.headersSent) return next(err);
  if (err.code === "LIMIT_FILE_SIZE") {
    return res.status(413).json({ error: "file_too_large", limit: err.limit });
  }
  if (err.status && err.status < 500) {
    return res.status(err.status).json({ error: err.message });
  }
  console.error(err);
  return res.status(500).json({ error: "internal_error" });
}

function createApp() {
  const app = express();
  app.disable("x-powered-by");
  app.use(express.json({ limit: "100kb" }));
  app.get("/healthz", (req, res) => res.sendStatus(204));
  app.use("/members", members);
  app.use((req, res) => res.status(404).json({ error: "not_found" }));
  app.use(errorHandler);
  return app;
}

module.exports = { createApp, errorHandler };

if (require.main === module) {
  const port = Number(process.env.PORT || 3000);
  createApp().listen(port, () => console.log(`club-api on :${port}`));
}
