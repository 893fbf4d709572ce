"use strict";

const express = require("express");
const quotes = require("./routes/quotes");

function createApp() {
  const app = express();
  app.disable("x-powered-by");
  app.use(express.json({ limit: "100kb" }));

  app.get("/healthz", (_req, res) => res.json({ ok: true }));
  app.use("/quotes", quotes);

  app.use((err, _req, res, _next) => {
    console.error(err);
    res.status(500).json({ error: "internal error" });
  });
  return app;
}

if (require.main === module) {
  const port = Number(process.env.PORT ?? 3000);
  const server = createApp().listen(port, () => {
    console.log(`shipping-quotes listening on :${port}`);
  });
  // Let in-flight requests finish when the container is stopped.
  process.on("SIGTERM", () => {
    server.close(() => process.exit(0));
  });
}

module.exports = { createApp };
