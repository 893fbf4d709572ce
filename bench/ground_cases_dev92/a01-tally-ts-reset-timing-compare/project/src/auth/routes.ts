import { Router } from "express";
import rateLimit from "express-rate-limit";
import { z } from "zod";
import { completeReset, requestReset } from "./reset.js";
import { login } from "./session.js";

export const authRouter = Router();

const LoginBody = z.object({ email: z.string().email(), password: z.string().min(1) });
const ResetRequestBody = z.object({ email: z.string().email() });
const ResetBody = z.object({ uid: z.string().uuid(), token: z.string().min(10), password: z.string().min(12) });

const resetRequestLimiter = rateLimit({
  windowMs: 15 * 60 * 1000,
  limit: 5,
  standardHeaders: "draft-7",
  legacyHeaders: false,
  message: { error: "too many reset requests, try again later" },
});

authRouter.post("/login", async (req, res, next) => {
  try {
    const body = LoginBody.parse(req.body);
    const session = await login(body.email, body.password);
    if (!session) return res.status(401).json({ error: "invalid credentials" });
    res.json(session);
  } catch (err) {
    next(err);
  }
});

authRouter.post("/reset/request", resetRequestLimiter, async (req, res, next) => {
  try {
    const { email } = ResetRequestBody.parse(req.body);
    await requestReset(email);
    res.status(202).json({ ok: true });
  } catch (err) {
    next(err);
  }
});

authRouter.post("/reset", async (req, res, next) => {
  try {
    const body = ResetBody.parse(req.body);
    const outcome = await completeReset(body.uid, body.token, body.password);
    if (outcome === "invalid") return res.status(400).json({ error: "invalid or used link" });
    if (outcome === "expired") return res.status(410).json({ error: "link expired" });
    res.json({ ok: true });
  } catch (err) {
    next(err);
  }
});
