"use strict";

const express = require("express");
const { renderInvoiceTable } = require("../views/invoices");
const api = require("../lib/api");

const router = express.Router({ mergeParams: true });

router.get("/", async (req, res, next) => {
  try {
    const customer = await api.customer(req.params.id);
    const invoices = await api.invoices(req.params.id);
    res.send(renderInvoiceTable(customer, invoices));
  } catch (err) {
    next(err);
  }
});

module.exports = router;
