const express = require("express");
const config = require("../config");

module.exports = function orders(db) {
  const router = express.Router();

  router.get("/", async (req, res, next) => {
    try {
      const limit = Math.min(Number(req.query.limit) || config.pageSize, 200);
      let since;
      if (req.query.since) {
        since = new Date(`${req.query.since}T00:00:00+09:00`);
        if (Number.isNaN(since.getTime())) return res.status(400).json({ error: "invalid since" });
      }
      const rows = await db.listOrders({ limit, since });
      res.json(rows);
    } catch (err) {
      next(err);
    }
  });

  router.get("/:id", async (req, res, next) => {
    try {
      const row = await db.getOrder(req.params.id);
      if (!row) return res.status(404).json({ error: "not found" });
      res.json(row);
    } catch (err) {
      next(err);
    }
  });

  router.post("/:id/cancel", async (req, res, next) => {
    try {
      const ok = await db.cancelOrder(req.params.id);
      if (!ok) return res.status(409).json({ error: "cannot cancel" });
      res.status(204).end();
    } catch (err) {
      next(err);
    }
  });

  return router;
};
