import { Router } from "express";
import { z } from "zod";
import { formatCents } from "../lib/money.js";
import { quote } from "../services/rates.js";

const parcelSchema = z.object({
  weightKg: z.number().positive().max(70),
  lengthCm: z.number().positive().max(300),
  widthCm: z.number().positive().max(300),
  heightCm: z.number().positive().max(300),
});

const quoteRequestSchema = z.object({
  parcels: z.array(parcelSchema).min(1).max(20),
  orderTotalCents: z.number().int().nonnegative(),
  carrier: z.enum(["ups", "dhl"]).default("ups"),
  destination: z
    .string()
    .transform((s) => s.trim().toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, "destination must be an ISO country code")),
});

export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export const quotesRouter = Router();

quotesRouter.post("/", (req, res, next) => {
  try {
    const body = quoteRequestSchema.parse(req.body);
    const result = quote(body);
    res.json({
      ...result,
      display: {
        total: formatCents(result.totalCents),
        base: formatCents(result.baseCents),
        fuelSurcharge: formatCents(result.fuelSurchargeCents),
      },
    });
  } catch (err) {
    next(err);
  }
});
