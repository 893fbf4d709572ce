const express = require("express");
const { redis } = require("../cache");

const router = express.Router();
const startedAt = new Date();

router.get("/healthz", async (req, res) => {
  let redisOk = false;
  try {
    redisOk = (await redis.ping()) === "PONG";
  } catch (err) {
    redisOk = false;
  }
  res.status(redisOk ? 200 : 503).json({
    status: redisOk ? "ok" : "degraded",
    redis: redisOk ? "up" : "down",
    uptime: Math.round(process.uptime()),
    startedAt: startedAt.toISOString(),
    version: process.env.APP_VERSION || "dev",
  });
});

router.get("/readyz", (req, res) => {
  res.json({ status: "ready" });
});

module.exports = router;
