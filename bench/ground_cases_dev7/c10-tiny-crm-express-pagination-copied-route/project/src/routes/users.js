const express = require("express");
const db = require("../db");

const router = express.Router();
const PAGE_SIZE = 20;

// GET /api/users?page=1
async function listUsers(req, res, next) {
  try {
    const page = Math.max(parseInt(req.query.page, 10) || 1, 1);
    const rows = await db("users")
      .select("id", "name", "email", "created_at")
      .orderBy("id", "desc")
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE);
    const [{ count }] = await db("users").count({ count: "*" });
    res.json({ page, pageSize: PAGE_SIZE, total: Number(count), items: rows });
  } catch (err) {
    next(err);
  }
}

router.get("/", listUsers);

router.get("/:id", async (req, res, next) => {
  try {
    const user = await db("users").where({ id: req.params.id }).first();
    if (!user) return res.status(404).json({ error: "not found" });
    res.json(user);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
