import bcrypt from "bcryptjs";
import { Router } from "express";
import { config } from "../config.js";
import { findUserByEmail } from "../users.js";
import { createSession, destroySession, requireSession } from "../session.js";

export const auth = Router();

auth.post("/login", async (req, res) => {
  const { email, password } = req.body ?? {};
  const user = email ? await findUserByEmail(email) : null;
  if (!user || !(await bcrypt.compare(password ?? "", user.passwordHash))) {
    return res.status(401).json({ error: "invalid_credentials" });
  }
  const id = await createSession(user);
  res.cookie(config.cookieName, id, {
    httpOnly: true,
    sameSite: "lax",
    secure: config.secureCookie,
  });
  return res.json({ id: user.id, name: user.name, role: user.role });
});

auth.get("/me", requireSession, (req, res) => {
  res.json({ id: req.session.userId, role: req.session.role });
});

auth.post("/logout", requireSession, async (req, res) => {
  await destroySession(req.sessionId);
  res.clearCookie(config.cookieName, {
    httpOnly: true,
    sameSite: "lax",
    secure: config.secureCookie,
  });
  res.status(204).end();
});
