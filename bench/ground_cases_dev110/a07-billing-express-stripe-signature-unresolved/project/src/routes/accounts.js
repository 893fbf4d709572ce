"use strict";

const express = require("express");
const db = require("../db");

const router = express.Router();

router.get("/:id", async (req, res, next) => {
  try {
    const account = await db.accounts.find(req.params.id);
    if (!account) {
      return res.status(404).json({ error: "not found" });
    }
    return res.json(account);
  } catch (err) {
    return next(err);
  }
});

router.patch("/:id", async (req, res, next) => {
  const { billingEmail } = req.body || {};
  if (billingEmail !== undefined && !/^[^@\s]+@[^@\s]+$/.test(billingEmail)) {
    return res.status(400).json({ error: "billingEmail is not an e-mail address" });
  }
  try {
    const account = await db.accounts.update(req.params.id, { billingEmail });
    return res.json(account);
  } catch (err) {
    return next(err);
  }
});

module.exports = router;
