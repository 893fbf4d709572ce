import { Router } from "express";
import bcrypt from "bcryptjs";
import { rateLimit } from "../middleware/rateLimit";

type User = { id: number; username: string; passwordHash: string };

const users: User[] = [
  { id: 1, username: "admin", passwordHash: bcrypt.hashSync("correct horse", 8) },
];

export function findUser(username: string): User | undefined {
  return users.find((u) => u.username === username.toLowerCase());
}

export const authRouter = Router();

const loginMax = Number.parseInt(process.env.LOGIN_RATE_MAX ?? "", 10);
const loginLimiter = rateLimit({ max: Number.isFinite(loginMax) && loginMax > 0 ? loginMax : 5, windowMinutes: 15 });

authRouter.post("/login", loginLimiter, async (req, res) => {
  const { username, password } = req.body ?? {};
  if (typeof username !== "string" || typeof password !== "string") {
    res.status(400).json({ error: "username_and_password_required" });
    return;
  }
  const user = findUser(username);
  const ok = user ? await bcrypt.compare(password, user.passwordHash) : false;
  if (!ok) {
    res.status(401).json({ error: "invalid_credentials" });
    return;
  }
  res.json({ userId: user!.id, token: `dev-${user!.id}-${Date.now()}` });
});

authRouter.post("/logout", (_req, res) => {
  res.status(204).end();
});
