import { Router } from "express";
import { query } from "../db/client";
import { formatUser } from "../services/userFormatter";
import type { User } from "../types";

export const usersRouter = Router();

usersRouter.get("/", async (_req, res) => {
  const rows = await query<User>(
    `SELECT id, name, email, created_at AS "createdAt" FROM users ORDER BY id`,
  );
  res.json(rows.map(formatUser));
});
