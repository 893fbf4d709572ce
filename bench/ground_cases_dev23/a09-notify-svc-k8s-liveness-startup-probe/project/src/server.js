const express = require("express");
const { warmTemplates, templateCount } = require("./templates");
const { sendRouter } = require("./routes/send");
const log = require("./log");

const PORT = Number(process.env.PORT || 8080);

async function main() {
  const app = express();
  app.use(express.json({ limit: "256kb" }));

  let ready = false;
  app.get("/healthz", (_req, res) => res.send("ok"));
  app.get("/ready", (_req, res) => (ready ? res.send("ready") : res.status(503).send("warming")));
  app.use("/v1", sendRouter);

  // Compile every template before taking traffic: a cold compile on the first
  // request for a locale took >2s and tripped the callers' timeouts.
  const started = Date.now();
  await warmTemplates();
  log.info({ ms: Date.now() - started, templates: templateCount() }, "templates warmed");

  const server = app.listen(PORT, () => log.info({ port: PORT }, "notify-svc listening"));
  ready = true;

  process.on("SIGTERM", () => {
    ready = false;
    log.info("SIGTERM, draining");
    setTimeout(() => server.close(() => process.exit(0)), 5000);
  });
}

main().catch((err) => {
  log.error({ err }, "startup failed");
  process.exit(1);
});
