const express = require("express");
const router = express.Router();

const PRODUCTS = [
  { id: "p1", name: "リネンシャツ", price: 6800, image: "/images/shirt.3fa9c1d2.webp" },
  { id: "p2", name: "ウールカーディガン", price: 12800, image: "/images/cardigan.91be02aa.webp" },
  { id: "p3", name: "キャンバストート", price: 4200, image: "/images/tote.c0ffee12.webp" },
];

router.get("/", (req, res) => {
  res.set("Cache-Control", "public, max-age=60");
  res.json(PRODUCTS);
});

router.get("/:id", (req, res) => {
  const p = PRODUCTS.find((x) => x.id === req.params.id);
  if (!p) {
    res.status(404).json({ error: "not_found" });
    return;
  }
  res.set("Cache-Control", "public, max-age=60");
  res.json(p);
});

router.get("/:id/related", (req, res) => {
  const p = PRODUCTS.find((x) => x.id === req.params.id);
  if (!p) {
    res.status(404).json({ error: "not_found" });
    return;
  }
  res.json(PRODUCTS.filter((x) => x.id !== p.id).slice(0, 2));
});

module.exports = router;
