const express = require("express");
const db = require("../db");
const { cached } = require("../cache");

const router = express.Router();

router.get("/products", async (req, res, next) => {
  try {
    const category = req.query.category || "all";
    const items = await cached(`products:${category}`, 120, () =>
      db.listProducts({ category: category === "all" ? null : category })
    );
    res.json({ items });
  } catch (err) {
    next(err);
  }
});

router.get("/products/:id", async (req, res, next) => {
  try {
    const item = await cached(`product:${req.params.id}`, 300, () => db.getProduct(req.params.id));
    if (!item) return res.status(404).json({ error: "not found" });
    res.json(item);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
