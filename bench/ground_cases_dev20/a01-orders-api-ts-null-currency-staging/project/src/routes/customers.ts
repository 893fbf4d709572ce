import { Router } from "express";
import { pool } from "../db/pool";

export const customersRouter = Router();

interface CustomerRow {
  id: string;
  email: string;
  name: string | null;
  country: string;
}

function toCustomerDto(row: CustomerRow) {
  return {
    id: row.id,
    email: row.email.toLowerCase(),
    name: row.name ?? "",
    country: row.country,
  };
}

customersRouter.get("/:id", async (req, res, next) => {
  try {
    const { rows } = await pool.query<CustomerRow>(
      "SELECT id, email, name, country FROM customers WHERE id = $1",
      [req.params.id],
    );
    if (rows.length === 0) {
      return res.status(404).json({ error: "not_found" });
    }
    res.json(toCustomerDto(rows[0]));
  } catch (err) {
    next(err);
  }
});
