import { Router } from "express";
import jwt from "jsonwebtoken";
import { config } from "../config";
import { verifyCode } from "../services/codeStore";

export const authRouter = Router();

authRouter.post("/sms-login", async (req, res) => {
  const { phone, code } = req.body ?? {};
  if (!phone || !code || !(await verifyCode(String(phone), String(code)))) {
    return res.status(400).json({ message: "验证码错误或已过期" });
  }
  const token = jwt.sign({ phone }, config.jwtSecret, { expiresIn: "30d" });
  res.json({ token });
});
