const express = require("express");
const webhook = require("./routes/webhook");

const app = express();

app.get("/healthz", (req, res) => res.send("ok"));
app.use("/pay", webhook);

app.use((err, req, res, next) => {
  console.error("unhandled", err);
  res.status(500).json({ code: "FAIL", message: "internal error" });
});

const port = Number(process.env.PORT || 8080);
app.listen(port, () => {
  console.log(`pay-notify listening on ${port}`);
});

module.exports = app;
