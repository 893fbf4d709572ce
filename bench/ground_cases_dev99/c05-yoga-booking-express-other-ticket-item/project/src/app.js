const express = require("express");
const cors = require("cors");
const bookings = require("./routes/bookings");

function createApp() {
  const app = express();
  app.disable("x-powered-by");
  app.use(
    cors({
      origin: ["https://m.lianyoga.cn", "http://localhost:5173"],
      credentials: true,
    }),
  );
  app.use(express.json({ limit: "100kb" }));

  app.get("/healthz", (req, res) => res.status(204).end());
  app.use("/bookings", bookings);

  app.use((req, res) => {
    res.status(404).json({ code: "NOT_FOUND", message: "接口不存在" });
  });

  // eslint-disable-next-line no-unused-vars
  app.use((err, req, res, next) => {
    if (err.type === "entity.parse.failed") {
      return res.status(400).json({ code: "BAD_JSON", message: "请求体不是合法的 JSON" });
    }
    console.error(err);
    res.status(500).json({ code: "INTERNAL", message: "服务器开小差了" });
  });

  return app;
}

module.exports = { createApp };
// Routes live in ./routes; business rules in ./services so they can be
// unit-tested without HTTP. Keep this file to wiring only.
