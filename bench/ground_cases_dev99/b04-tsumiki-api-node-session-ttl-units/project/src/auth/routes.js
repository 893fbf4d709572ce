import { Router } from "express";
import { scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { config } from "../config.js";
import { requireAuth } from "../middleware/requireAuth.js";
import { cookieOptions, issueSession, revokeSession } from "./sessions.js";

const scryptAsync = promisify(scrypt);

async function passwordMatches(password, stored) {
  const [salt, hash] = stored.split(":");
  const derived = await scryptAsync(password, salt, 64);
  return timingSafeEqual(derived, Buffer.from(hash, "hex"));
}

export function authRoutes({ store, users }) {
  const router = Router();

  router.post("/login", async (req, res) => {
    const { email, password } = req.body ?? {};
    const user = email ? await users.findByEmail(String(email).toLowerCase()) : null;
    if (!user || !(await passwordMatches(String(password ?? ""), user.passwordHash))) {
      return res.status(401).json({ error: { code: "AUTH_BAD_CREDENTIALS", message: "メールアドレスかパスワードが違います" } });
    }
    const session = await issueSession(store, user);
    res.cookie(config.cookieName, session.id, cookieOptions());
    return res.json({ user: { id: user.id, name: user.name, role: user.role } });
  });

  router.post("/logout", async (req, res) => {
    await revokeSession(store, req.cookies?.[config.cookieName]);
    res.clearCookie(config.cookieName, { path: "/" });
    return res.status(204).end();
  });

  router.get("/me", requireAuth(store), async (req, res) => {
    const user = await users.findById(req.session.userId);
    return res.json({ user: { id: user.id, name: user.name, role: user.role } });
  });

  return router;
}
