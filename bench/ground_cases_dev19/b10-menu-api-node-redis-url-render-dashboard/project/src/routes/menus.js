const express = require("express");
const { cached, invalidate } = require("../cache");
const db = require("../db");

const router = express.Router();

router.get("/:storeId", async (req, res, next) => {
  try {
    const storeId = Number(req.params.storeId);
    const menu = await cached(`menu:${storeId}`, 300, () => db.menuForStore(storeId));
    res.json(menu);
  } catch (err) {
    next(err);
  }
});

router.put("/:storeId/items/:itemId", async (req, res, next) => {
  try {
    const storeId = Number(req.params.storeId);
    const item = await db.updateItem(storeId, Number(req.params.itemId), req.body);
    await invalidate(`menu:${storeId}`);
    res.json(item);
  } catch (err) {
    next(err);
  }
});

router.get("/:storeId/items/:itemId", async (req, res, next) => {
  try {
    const item = await db.itemById(Number(req.params.storeId), Number(req.params.itemId));
    if (!item) return res.status(404).json({ error: "not found" });
    res.json(item);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
