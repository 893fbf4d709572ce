const express = require("express");
const cache = require("../cache");
const db = require("../db");

const router = express.Router();
const key = (userId) => `prefs:${userId}`;

async function loadPrefs(userId) {
  const cached = await cache.get(key(userId));
  if (cached) {
    return cached;
  }
  const prefs = await db.getPrefs(userId);
  console.debug(JSON.stringify({ msg: "cache fill", layer: "db", key: key(userId), value: prefs }));
  await cache.set(key(userId), prefs);
  return prefs;
}

router.get("/:userId", async (req, res, next) => {
  try {
    res.json(await loadPrefs(req.params.userId));
  } catch (err) {
    next(err);
  }
});

router.put("/:userId", async (req, res, next) => {
  try {
    const { userId } = req.params;
    await cache.del(key(userId));
    const saved = await db.savePrefs(userId, req.body);
    console.info(JSON.stringify({ msg: "prefs saved", userId, prefs: saved, at: new Date().toISOString() }));
    res.json(saved);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
module.exports.loadPrefs = loadPrefs;
