const express = require("express");
const { TtlCache } = require("./cache");

const cache = new TtlCache({ ttl: Number(process.env.RATES_CACHE_TTL) || 5 * 60 });

const API_URL = process.env.RATES_API_URL;
const API_KEY = process.env.RATES_API_KEY;
const SUPPORTED = ["USD", "EUR", "GBP", "CNY", "KRW"];

async function fetchRates(base) {
  const url = `${API_URL}?base=${encodeURIComponent(base)}&symbols=${SUPPORTED.join(",")}`;
  const res = await fetch(url, { headers: { Authorization: `Bearer ${API_KEY}` } });
  if (!res.ok) {
    const err = new Error(`rates api responded ${res.status}`);
    err.status = 502;
    throw err;
  }
  const body = await res.json();
  return { base, rates: body.rates, fetchedAt: new Date().toISOString() };
}

function createRouter() {
  const router = express.Router();

  router.get("/rates", async (req, res, next) => {
    const base = String(req.query.base || "JPY").toUpperCase();
    if (base !== "JPY" && !SUPPORTED.includes(base)) {
      return res.status(400).json({ error: `unsupported base: ${base}` });
    }
    try {
      const cached = cache.get(base);
      if (cached) {
        console.log(`rates cache hit base=${base}`);
        return res.json(cached);
      }
      console.log(`rates cache miss base=${base} size=${cache.size}`);
      res.json(cache.set(base, await fetchRates(base)));
    } catch (err) {
      next(err);
    }
  });

  return router;
}

module.exports = { createRouter, fetchRates, SUPPORTED };
