const express = require("express");
const { rateLimit } = require("./middleware/rateLimit");
const { slowDown } = require("./middleware/slowDown");

const app = express();
app.set("trust proxy", 1);
app.use("/api", rateLimit({ limit: 100 }));
app.use("/login", slowDown({ delayAfter: 5 }));
app.get("/api/health", (req, res) => res.json({ ok: true }));

module.exports = app;
