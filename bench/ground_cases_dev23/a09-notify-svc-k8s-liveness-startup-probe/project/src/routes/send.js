const express = require("express");
const { render } = require("../templates");
const { deliver } = require("../delivery");
const log = require("../log");

const sendRouter = express.Router();

sendRouter.post("/send", async (req, res) => {
  const { template, locale = "en", to, data = {} } = req.body ?? {};
  if (!template || !to) {
    return res.status(400).json({ error: "template and to are required" });
  }
  let html;
  try {
    html = render(template, locale, data);
  } catch (err) {
    return res.status(422).json({ error: err.message });
  }
  try {
    const id = await deliver({ to, html, template });
    res.status(202).json({ id });
  } catch (err) {
    log.error({ err, template }, "delivery failed");
    res.status(502).json({ error: "delivery failed" });
  }
});

module.exports = { sendRouter };
