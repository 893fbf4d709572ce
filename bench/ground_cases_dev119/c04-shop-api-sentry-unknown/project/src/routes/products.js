const express = require("express");
const db = require("../db");

const router = express.Router();
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

router.get("/", async (req, res, next) => {
  try {
    const { limit, offset } = pageParams(req.query);
    const products = await db.listProducts({ category: req.query.category, limit, offset });
    res.json(products.map(toJson));
  } catch (err) {
    next(err);
  }
});

function pageParams(query) {
  const page = Math.max(1, parseInt(query.page, 10) || 1);
  const limit = Math.min(MAX_LIMIT, Math.max(1, parseInt(query.limit, 10) || DEFAULT_LIMIT));
  return { page, limit, offset: (page - 1) * limit };
}

function toJson(row) {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    price: row.price_cents / 100,
    inStock: row.stock > 0,
  };
}

module.exports = { router, toJson, pageParams };
