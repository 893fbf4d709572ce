const express = require("express");
const db = require("../db");

const router = express.Router();

// GET /api/products?page=1&pageSize=50
async function listProducts(req, res, next) {
  try {
    const page = Math.max(Number(req.query.page) || 1, 1);
    const pageSize = Math.min(Math.max(Number(req.query.pageSize) || 20, 1), 100);
    const rows = await db("products")
      .select("id", "sku", "name", "price", "stock")
      .orderBy("id")
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [{ count }] = await db("products").count({ count: "*" });
    res.json({ page, pageSize, total: Number(count), items: rows });
  } catch (err) {
    next(err);
  }
}

router.get("/", listProducts);

module.exports = router;
