const express = require("express");

const webhooks = require("./routes/webhooks");
const { startWorker } = require("./jobs/sendShippedEmail");

const app = express();
app.use(express.json({ limit: "1mb" }));

app.get("/healthz", (req, res) => res.send("ok"));
app.use("/webhooks", webhooks);

app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ error: "internal" });
});

const port = Number(process.env.PORT || 3000);
if (require.main === module) {
  startWorker();
  app.listen(port, () => console.log(`shipnotify listening on ${port}`));
}

module.exports = app;
