import bcrypt from "bcryptjs";
import { Router } from "express";

import { config } from "../config.js";
import { db } from "../db.js";
import { loginLimiter } from "../middleware/loginLimiter.js";
import { SESSION_COOKIE, requireSession } from "../middleware/requireSession.js";
import { createSession, destroySession, listForUser, publicView } from "../sessions.js";

const DAY_MS = 24 * 60 * 60 * 1000;

export const authRouter = Router();

export function hashPassword(password) {
  return bcrypt.hash(password, config.bcryptRounds);
}

authRouter.post("/login", loginLimiter, async (req, res, next) => {
  try {
    const { email, password, remember } = req.body ?? {};
    if (typeof email !== "string" || typeof password !== "string") {
      return res.status(400).json({ error: "E_BAD_REQUEST" });
    }
    const user = await db("users").where({ email: email.trim().toLowerCase() }).first();
    if (!user || !(await bcrypt.compare(password, user.password_hash))) {
      return res.status(401).json({ error: "E_BAD_CREDENTIALS" });
    }
    const session = await createSession(user.id, { remember: Boolean(remember), userAgent: req.get("user-agent") ?? "", ip: req.ip });
    res.cookie(SESSION_COOKIE, session.id, {
      httpOnly: true,
      secure: config.isProduction,
      sameSite: "lax",
      signed: true,
      maxAge: remember ? config.rememberDays * DAY_MS : undefined,
    });
    res.json({ id: user.id, email: user.email });
  } catch (err) {
    next(err);
  }
});

authRouter.post("/logout", requireSession(), async (req, res) => {
  await destroySession(req.session.id);
  res.clearCookie(SESSION_COOKIE);
  res.status(204).end();
});

authRouter.get("/me", requireSession(), async (req, res) => {
  const user = await db("users").where({ id: req.userId }).first("id", "email");
  res.json(user);
});

authRouter.get("/sessions", requireSession(), async (req, res) => {
  const sessions = await listForUser(req.userId);
  res.json(sessions.map((s) => publicView(s, req.session.id)));
});
