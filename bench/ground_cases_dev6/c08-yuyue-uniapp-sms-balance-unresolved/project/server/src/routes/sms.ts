import { Router } from "express";
import { sendVerifyCode } from "../services/aliyunSms";
import { canResend, saveCode } from "../services/codeStore";

export const smsRouter = Router();

const PHONE_RE = /^1\d{10}$/;

smsRouter.post("/code", async (req, res) => {
  const phone = String(req.body?.phone || "");
  if (!PHONE_RE.test(phone)) {
    return res.status(400).json({ message: "手机号格式不正确" });
  }
  if (!(await canResend(phone))) {
    return res.status(429).json({ message: "发送太频繁，请稍后再试" });
  }
  const code = String(Math.floor(100000 + Math.random() * 900000));
  await saveCode(phone, code);
  const ok = await sendVerifyCode(phone, code);
  if (!ok) {
    return res.status(502).json({ message: "发送失败，请稍后再试" });
  }
  res.json({ ok: true });
});
