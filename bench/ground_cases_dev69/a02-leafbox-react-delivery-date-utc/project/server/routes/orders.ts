import { Router } from "express";
import { validateOrder, type OrderInput } from "../validation";

export const ordersRouter = Router();

ordersRouter.post("/", (req, res) => {
  const input = req.body as OrderInput;
  const errors = validateOrder(input);
  if (Object.keys(errors).length > 0) {
    res.status(422).json({ errors });
    return;
  }
  // TODO: persist + payment intent; stubbed until the Stripe work lands
  res.status(201).json({ id: `ord_${Date.now()}`, status: "pending" });
});
