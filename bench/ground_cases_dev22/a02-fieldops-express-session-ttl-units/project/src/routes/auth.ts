import { Router } from "express";
import bcrypt from "bcryptjs";
import { findUserByEmail } from "../users";
import { logger } from "../logger";

export const authRouter = Router();

authRouter.post("/login", async (req, res) => {
  const { email, password } = req.body ?? {};
  if (typeof email !== "string" || typeof password !== "string") {
    return res.status(400).json({ error: "email and password required" });
  }
  const user = await findUserByEmail(email.toLowerCase());
  if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
    return res.status(401).json({ error: "invalid credentials" });
  }
  req.session.regenerate((err) => {
    if (err) {
      return res.status(500).json({ error: "session error" });
    }
    req.session.userId = user.id;
    logger.info({ userId: user.id }, "login ok");
    res.json({ id: user.id, email: user.email, name: user.name });
  });
});

authRouter.post("/logout", (req, res) => {
  req.session.destroy(() => {
    res.clearCookie("sid");
    res.status(204).end();
  });
});

authRouter.get("/me", (req, res) => {
  if (!req.session.userId) {
    return res.status(401).json({ error: "not logged in" });
  }
  res.json({ id: req.session.userId });
});
