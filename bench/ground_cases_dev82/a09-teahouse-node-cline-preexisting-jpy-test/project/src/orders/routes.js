const express = require("express");

const { formatMoney } = require("../money");
const repo = require("./repo");

const ordersRouter = express.Router();

ordersRouter.get("/:id", (req, res) => {
  const order = repo.findById(req.params.id);
  if (!order) {
    return res.status(404).json({ error: "not found" });
  }
  res.json({
    id: order.id,
    status: order.status,
    total: formatMoney(order.total_minor, order.currency),
    refunded: formatMoney(order.refunded_minor, order.currency),
  });
});

module.exports = { ordersRouter };
