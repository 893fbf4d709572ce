const express = require("express");
const db = require("../db");

const router = express.Router();

router.post("/", async (req, res, next) => {
  try {
    const { userId, kind } = req.body;
    if (!["in", "out"].includes(kind)) return res.status(400).json({ error: "invalid_kind" });
    const { rows } = await db.query(
      "INSERT INTO punches (user_id, kind, at) VALUES ($1, $2, now()) RETURNING id, at",
      [userId, kind],
    );
    res.status(201).json(rows[0]);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
