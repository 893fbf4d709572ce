const express = require("express");
const pinoHttp = require("pino-http");
const uploads = require("./routes/uploads");

const app = express();
app.use(pinoHttp());
app.use(express.json({ limit: "1mb" }));

app.get("/healthz", (_req, res) => res.send("ok"));
app.use("/api/uploads", uploads);

app.use((err, _req, res, _next) => {
  res.status(err.status || 500).json({ error: err.message || "internal error" });
});

const port = Number(process.env.PORT || 3000);
const server = app.listen(port, () => console.log(`docshare-api on :${port}`));
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

module.exports = app;
