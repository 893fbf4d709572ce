import { Router } from "express";
import { quoteFor } from "../pricing.js";

export const quotesRouter = Router();

function badInput(country: unknown, weightKg: unknown): string | null {
  if (typeof country !== "string" || !/^[A-Za-z]{2}$/.test(country)) {
    return "country must be a two-letter ISO code";
  }
  const w = Number(weightKg);
  if (weightKg === null || weightKg === "" || !Number.isFinite(w) || w <= 0) {
    return "weightKg must be a positive number";
  }
  return null;
}

quotesRouter.post("/", (req, res) => {
  const { country, weightKg } = req.body ?? {};
  const problem = badInput(country, weightKg);
  if (problem) {
    res.status(400).json({ error: problem });
    return;
  }
  const quote = quoteFor(country, Number(weightKg));
  res.json(quote);
});

quotesRouter.post("/batch", (req, res) => {
  const parcels: Array<{ country: string; weightKg: number }> = req.body?.parcels ?? [];
  const problems = parcels.map((p) => badInput(p.country, p.weightKg));
  const firstBad = problems.findIndex((p) => p !== null);
  if (firstBad >= 0) {
    res.status(400).json({ error: `parcel ${firstBad}: ${problems[firstBad]}` });
    return;
  }
  const quotes = parcels.map((p) => quoteFor(p.country, Number(p.weightKg)));
  const total = quotes.reduce((sum, q) => sum + q.total, 0);
  res.json({ quotes, total: Math.round(total * 100) / 100 });
});
