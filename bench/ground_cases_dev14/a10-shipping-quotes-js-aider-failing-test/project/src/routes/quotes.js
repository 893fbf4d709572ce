"use strict";

const express = require("express");
const { quote } = require("../lib/rates");

const router = express.Router();

// POST /quotes  { "weightKg": 2.5, "country": "AT", "express": false }
router.post("/", (req, res) => {
  const { weightKg, country, express: isExpress } = req.body ?? {};
  try {
    res.json(quote({ weightKg, country, express: Boolean(isExpress) }));
  } catch (err) {
    if (err instanceof RangeError || err instanceof TypeError) {
      return res.status(422).json({ error: err.message });
    }
    throw err;
  }
});

// POST /quotes/batch  [{...}, {...}] -> one quote or error per parcel
router.post("/batch", (req, res) => {
  if (!Array.isArray(req.body)) {
    return res.status(400).json({ error: "expected an array of parcels" });
  }
  const results = req.body.map((parcel) => {
    try {
      return { ok: true, quote: quote(parcel) };
    } catch (err) {
      return { ok: false, error: err.message };
    }
  });
  res.json(results);
});

module.exports = router;
