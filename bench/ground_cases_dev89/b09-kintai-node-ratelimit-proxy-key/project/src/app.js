const express = require("express");
const rateLimit = require("./middleware/rateLimit");
const usersRouter = require("./routes/users");
const punchesRouter = require("./routes/punches");

const app = express();

// ALB の後ろで動かしているので X-Forwarded-For を1段信用する
app.set("trust proxy", 1);
app.use(express.json());
app.use("/api", rateLimit({ windowMs: 60_000, max: 120 }));
app.use("/api/users", usersRouter);
app.use("/api/punches", punchesRouter);

app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ error: "internal_error" });
});

module.exports = app;
