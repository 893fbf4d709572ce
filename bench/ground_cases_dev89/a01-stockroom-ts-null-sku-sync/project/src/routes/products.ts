import { Router } from "express";
import { z } from "zod";
import { listProducts, getProduct } from "../services/productService";

export const productsRouter = Router();

const listQuery = z.object({
  q: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  sort: z.enum(["name", "price_asc", "price_desc"]).default("name"),
});

productsRouter.get("/", async (req, res, next) => {
  try {
    const parsed = listQuery.safeParse(req.query);
    if (!parsed.success) {
      return res.status(400).json({ error: parsed.error.flatten() });
    }
    const { q, limit, sort } = parsed.data;
    res.json(await listProducts({ q, limit, sort }));
  } catch (err) {
    next(err);
  }
});

productsRouter.get("/:id", async (req, res, next) => {
  try {
    const product = await getProduct(Number(req.params.id));
    if (!product) return res.status(404).json({ error: "not found" });
    res.json(product);
  } catch (err) {
    next(err);
  }
});
