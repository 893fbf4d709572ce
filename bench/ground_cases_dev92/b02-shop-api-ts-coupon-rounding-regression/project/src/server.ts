import express from "express";
import { z } from "zod";
import { cartTotal } from "./cart/pricing.js";
import { CouponError } from "./cart/coupons.js";

const app = express();
app.use(express.json());

const CartBody = z.object({
  items: z.array(
    z.object({
      sku: z.string(),
      name: z.string(),
      unitPrice: z.number().int().nonnegative(),
      quantity: z.number().int().positive(),
    }),
  ),
  coupons: z.array(z.any()).default([]),
});

app.post("/cart/quote", (req, res) => {
  const body = CartBody.safeParse(req.body);
  if (!body.success) return res.status(400).json({ error: body.error.flatten() });
  try {
    return res.json(cartTotal(body.data.items, body.data.coupons));
  } catch (e) {
    if (e instanceof CouponError) return res.status(422).json({ error: e.message });
    throw e;
  }
});

app.listen(Number(process.env.PORT ?? 3000));
