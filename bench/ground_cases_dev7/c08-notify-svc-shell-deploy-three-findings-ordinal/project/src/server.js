const express = require("express");
const { health } = require("./health");
const { enqueue } = require("./sender");

const app = express();
app.use(express.json());

app.get("/healthz", health);

app.post("/notify", async (req, res) => {
  const { to, template, params } = req.body || {};
  if (!to || !template) {
    return res.status(400).json({ error: "to and template are required" });
  }
  const id = await enqueue({ to, template, params: params || {} });
  res.status(202).json({ id });
});

const port = Number(process.env.PORT || 3100);
app.listen(port, () => {
  console.log(`notify-svc listening on :${port}`);
});
