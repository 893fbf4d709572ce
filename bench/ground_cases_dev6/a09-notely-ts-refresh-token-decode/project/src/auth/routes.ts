import { Router } from "express";
import { signAccessToken, signRefreshToken, verifyRefreshToken } from "./tokens";
import { checkPassword, findByEmail } from "./users";

export const authRouter = Router();

const REFRESH_COOKIE = "notely_rt";
const cookieOptions = { httpOnly: true, secure: true, sameSite: "strict" as const, path: "/auth" };

authRouter.post("/login", async (req, res) => {
  const { email, password } = req.body ?? {};
  const user = email ? await findByEmail(email) : null;
  if (!user || !(await checkPassword(user, password ?? ""))) {
    return res.status(401).json({ error: "invalid credentials" });
  }
  const claims = { sub: user.id, email: user.email };
  res.cookie(REFRESH_COOKIE, signRefreshToken(claims), cookieOptions);
  return res.json({ accessToken: signAccessToken(claims) });
});

authRouter.post("/refresh", (req, res) => {
  const token = req.cookies?.[REFRESH_COOKIE];
  if (!token) {
    return res.status(401).json({ error: "no refresh token" });
  }
  try {
    const claims = verifyRefreshToken(token);
    return res.json({ accessToken: signAccessToken(claims) });
  } catch {
    return res.status(401).json({ error: "invalid refresh token" });
  }
});

authRouter.post("/logout", (req, res) => {
  res.clearCookie(REFRESH_COOKIE, cookieOptions);
  res.status(204).end();
});
