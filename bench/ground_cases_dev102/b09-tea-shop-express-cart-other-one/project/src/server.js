const express = require("express");
const { getCart, addItem, removeItem, total } = require("./cart");
const { listProducts, formatYen } = require("./catalog");

const app = express();
app.use(express.json());

app.use((req, _res, next) => {
  req.sessionId = req.get("x-session-id") || "anon";
  next();
});

app.get("/products", (req, res) => {
  res.json(listProducts());
});

app.get("/cart", (req, res) => {
  const cart = getCart(req.sessionId);
  res.json({ ...cart, total: total(cart), totalLabel: formatYen(total(cart)) });
});

app.post("/cart/items", (req, res) => {
  const { productId, qty } = req.body;
  const cart = addItem(req.sessionId, productId, qty);
  res.status(201).json({ ...cart, total: total(cart) });
});

app.delete("/cart/items/:productId", (req, res) => {
  const cart = removeItem(req.sessionId, req.params.productId);
  res.json({ ...cart, total: total(cart) });
});

if (require.main === module) {
  app.listen(process.env.PORT || 3000);
}

module.exports = app;
