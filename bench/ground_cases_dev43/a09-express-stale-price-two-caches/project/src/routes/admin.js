const express = require("express");
const db = require("../db");
const { requireAdmin } = require("../auth");

const router = express.Router();
router.use(requireAdmin);

function parsePriceCents(value) {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) {
    return null;
  }
  return n;
}

router.patch("/admin/products/:id", async (req, res, next) => {
  try {
    const id = Number(req.params.id);
    const price = parsePriceCents(req.body.price_cents);
    if (price === null) {
      return res.status(422).json({ error: "price_cents must be a non-negative integer" });
    }
    const { rowCount } = await db.query(
      "UPDATE products SET price_cents = $1, updated_at = now() WHERE id = $2",
      [price, id],
    );
    if (rowCount === 0) {
      return res.status(404).json({ error: "product not found" });
    }
    res.json({ id, price_cents: price });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
