const express = require("express");
const { normalizeToE164 } = require("../validation/phone");
const { sendSms } = require("../sms/send");
const { otpMessage } = require("../sms/templates");
const store = require("../otp/store");

const otpRouter = express.Router();

otpRouter.post("/request", async (req, res) => {
  const phone = normalizeToE164(req.body.phone || "", req.body.country);
  if (!phone) {
    return res.status(422).json({ error: "invalid_phone", message: "Enter a valid mobile number." });
  }
  const code = store.issue(phone);
  try {
    await sendSms(phone, otpMessage(code, req.body.locale));
  } catch (err) {
    console.error("sms failed", phone, err.code, err.message);
    return res.status(502).json({ error: "sms_failed" });
  }
  res.status(202).json({ ok: true });
});

otpRouter.post("/verify", (req, res) => {
  const phone = normalizeToE164(req.body.phone || "", req.body.country);
  if (!phone || !store.verify(phone, String(req.body.code || ""))) {
    return res.status(400).json({ error: "invalid_code", message: "That code is wrong or has expired." });
  }
  res.json({ ok: true });
});

module.exports = { otpRouter };
