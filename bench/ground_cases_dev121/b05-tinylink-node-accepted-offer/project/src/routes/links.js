const express = require("express");
const { nanoid } = require("nanoid");
const store = require("../store");

const router = express.Router();

function validUrl(value) {
  try {
    const u = new URL(value);
    return u.protocol === "https:" || u.protocol === "http:";
  } catch {
    return false;
  }
}

router.post("/", (req, res) => {
  const { url, ttlDays } = req.body || {};
  if (!validUrl(url)) {
    return res.status(400).json({ error: "url must be an http(s) URL" });
  }
  const code = nanoid(7);
  const days = Number.isInteger(ttlDays) && ttlDays > 0 ? ttlDays : 30;
  const link = store.put(code, url, days);
  res.status(201).json({ code, url: link.url, expiresAt: link.expiresAt });
});

router.get("/:code", (req, res) => {
  const link = store.get(req.params.code);
  if (!link) {
    return res.status(404).json({ error: "not found" });
  }
  res.json({ code: req.params.code, url: link.url, expiresAt: link.expiresAt });
});

router.get("/:code/stats", (req, res) => {
  const link = store.get(req.params.code);
  if (!link) {
    return res.status(404).json({ error: "not found" });
  }
  res.json({
    code: req.params.code,
    clicks: link.clicks,
    createdAt: link.createdAt,
    lastClickedAt: link.lastClickedAt,
  });
});

module.exports = router;
