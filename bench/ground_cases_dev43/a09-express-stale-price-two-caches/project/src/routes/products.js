const express = require("express");
const db = require("../db");
const productCache = require("../cache/productCache");
const { formatPrice } = require("../lib/money");

const router = express.Router();

async function loadProduct(id) {
  const { rows } = await db.query(
    "SELECT id, slug, name, description, price_cents, currency, stock FROM products WHERE id = $1 AND published",
    [id],
  );
  return rows[0] || null;
}

router.get("/products/:id", async (req, res, next) => {
  try {
    const product = await productCache.getProduct(Number(req.params.id), loadProduct);
    if (!product) {
      return res.status(404).render("404");
    }
    res.set("Cache-Control", "public, max-age=600");
    res.render("product", {
      product,
      price: formatPrice(product.price_cents, product.currency, req.locale),
      inStock: product.stock > 0,
    });
  } catch (err) {
    next(err);
  }
});

router.get("/categories/:slug", async (req, res, next) => {
  try {
    const { rows } = await db.query(
      "SELECT p.id, p.slug, p.name, p.price_cents, p.currency FROM products p JOIN categories c ON c.id = p.category_id WHERE c.slug = $1 AND p.published ORDER BY p.name",
      [req.params.slug],
    );
    res.set("Cache-Control", "public, max-age=60");
    res.render("category", { products: rows });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
