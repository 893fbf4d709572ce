import { Router } from "express";
import { z } from "zod";
import { createResetToken, consumeResetToken, findResetToken, isResetTokenValid } from "./tokens.js";
import { sendResetEmail } from "../mail/mailer.js";
import { users } from "../users.js";

export const authRouter = Router();

const requestSchema = z.object({ email: z.string().email() });
const resetSchema = z.object({ token: z.string().min(10), password: z.string().min(10) });

authRouter.post("/auth/reset/request", async (req, res) => {
  const parsed = requestSchema.safeParse(req.body);
  if (!parsed.success) return res.status(400).json({ error: "invalid_email" });
  const user = await users.findByEmail(parsed.data.email);
  // always 202 so we don't leak which emails exist
  if (user) {
    const raw = createResetToken(user.id);
    await sendResetEmail(user.email, raw);
  }
  return res.status(202).json({ ok: true });
});

authRouter.get("/auth/reset/:token", (req, res) => {
  // read-only: the token is not consumed here
  const token = findResetToken(req.params.token);
  return res.json({ valid: isResetTokenValid(token) });
});

authRouter.post("/auth/reset", async (req, res) => {
  const parsed = resetSchema.safeParse(req.body);
  if (!parsed.success) return res.status(400).json({ error: "invalid_body" });
  const userId = consumeResetToken(parsed.data.token);
  if (!userId) return res.status(410).json({ error: "link_expired" });
  await users.setPassword(userId, parsed.data.password);
  return res.json({ ok: true });
});
