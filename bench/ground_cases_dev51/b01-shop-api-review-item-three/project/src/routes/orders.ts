import { Router, Response, NextFunction } from "express";
import { z } from "zod";
import { requireAuth, AuthedRequest } from "../middleware/auth";
import * as orders from "../services/orderService";

export const router = Router();

const createOrderSchema = z.object({
  items: z
    .array(
      z.object({
        productId: z.string().uuid(),
        quantity: z.number().int().positive().max(99),
      }),
    )
    .min(1),
  couponCode: z.string().trim().max(32).optional(),
});

const ORDER_STATUSES = ["pending", "paid", "shipped", "cancelled"] as const;
type OrderStatus = (typeof ORDER_STATUSES)[number];

function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value);
}

export async function listOrders(req: AuthedRequest, res: Response, next: NextFunction) {
  try {
    const limit = Number(req.query.limit) || 20;
    const offset = Number(req.query.offset) || 0;
    if (req.query.status !== undefined && !isOrderStatus(req.query.status)) {
      return res.status(400).json({ error: "invalid_status", allowed: ORDER_STATUSES });
    }
    const status = req.query.status as OrderStatus | undefined;
    const rows = await orders.listForUser(req.user.id, { limit, offset, status });
    res.json({ items: rows, limit, offset });
  } catch (err) {
    next(err);
  }
}

export async function getOrder(req: AuthedRequest, res: Response, next: NextFunction) {
  try {
    const order = await orders.findByIdForUser(req.params.id, req.user.id);
    if (!order) {
      return res.status(404).json({ error: "order_not_found" });
    }
    res.json(order);
  } catch (err) {
    next(err);
  }
}

export async function createOrder(req: AuthedRequest, res: Response, next: NextFunction) {
  const parsed = createOrderSchema.safeParse(req.body);
  if (!parsed.success) {
    return res.status(400).json({ error: "invalid_body", issues: parsed.error.issues });
  }
  try {
    const order = await orders.createOrder(req.user.id, parsed.data);
    res.status(201).json(order);
  } catch (err) {
    next(err);
  }
}

router.use(requireAuth);
router.get("/", listOrders);
router.get("/:id", getOrder);
router.post("/", createOrder);
