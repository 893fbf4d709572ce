import { Router } from "express";
import { z } from "zod";
import { createQuote, getQuote } from "../services/quote";

const lineSchema = z.object({
  name: z.string().min(1).max(200),
  unitPrice: z.number().int().nonnegative(),
  quantity: z.number().int().positive(),
  taxCategory: z.enum(["standard", "reduced", "exempt"]),
});

const quoteSchema = z.object({
  customerName: z.string().min(1).max(100),
  lines: z.array(lineSchema).min(1).max(100),
});

export const quotesRouter = Router();

quotesRouter.post("/", async (req, res, next) => {
  try {
    const parsed = quoteSchema.safeParse(req.body);
    if (!parsed.success) return res.status(422).json({ errors: parsed.error.flatten() });
    const quote = await createQuote(parsed.data);
    res.status(201).json(quote);
  } catch (e) {
    next(e);
  }
});

quotesRouter.get("/:id", async (req, res, next) => {
  try {
    const quote = await getQuote(req.params.id);
    if (!quote) return res.status(404).json({ error: "not found" });
    res.json(quote);
  } catch (e) {
    next(e);
  }
});
