import { Router } from "express";
import { z } from "zod";
import { getCustomer, listCustomers, searchCustomers } from "../db/customersRepo.js";

export const customersRouter = Router();

const listQuery = z.object({
  limit: z.coerce.number().int().positive().max(200).default(50),
  cursor: z.string().optional(),
});

customersRouter.get("/", async (req, res, next) => {
  try {
    const q = listQuery.parse(req.query);
    const cursor = q.cursor ? JSON.parse(Buffer.from(q.cursor, "base64url").toString("utf8")) : undefined;
    const rows = await listCustomers(q.limit, cursor);
    const last = rows.at(-1);
    const nextCursor = rows.length === q.limit && last
      ? Buffer.from(JSON.stringify({ createdAt: last.created_at.toISOString(), id: last.id })).toString("base64url")
      : null;
    res.json({ items: rows, nextCursor });
  } catch (err) {
    next(err);
  }
});

customersRouter.get("/search", async (req, res, next) => {
  try {
    const term = z.string().min(2).parse(req.query.q);
    res.json({ items: await searchCustomers(term) });
  } catch (err) {
    next(err);
  }
});

customersRouter.get("/:id", async (req, res, next) => {
  try {
    const customer = await getCustomer(Number(req.params.id));
    if (!customer) {
      res.status(404).json({ error: "not_found" });
      return;
    }
    res.json(customer);
  } catch (err) {
    next(err);
  }
});
