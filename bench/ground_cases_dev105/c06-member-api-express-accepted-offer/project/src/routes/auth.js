const crypto = require("crypto");
const express = require("express");
const bcrypt = require("bcryptjs");

const router = express.Router();
const RESET_TTL_MS = 30 * 60 * 1000;

function hashToken(token) {
  return crypto.createHash("sha256").update(token).digest("hex");
}

router.post("/forgot", async (req, res) => {
  const { db, mailer } = req.app.locals;
  const user = await db.users.findByEmail(String(req.body.email || "").toLowerCase());
  if (user) {
    const token = crypto.randomBytes(32).toString("hex");
    await db.resetTokens.insert({ userId: user.id, hash: hashToken(token), expiresAt: Date.now() + RESET_TTL_MS });
    await mailer.sendReset(user.email, token);
  }
  res.status(202).json({ ok: true });
});

router.post("/reset", async (req, res) => {
  const { db } = req.app.locals;
  const { token, password } = req.body;
  if (!token || !password || password.length < 8) {
    return res.status(400).json({ error: "invalid_request" });
  }
  const record = await db.resetTokens.findByHash(hashToken(token));
  if (!record || record.expiresAt <= Date.now()) {
    return res.status(410).json({ error: "token_expired" });
  }
  await db.users.updatePassword(record.userId, await bcrypt.hash(password, 10));
  await db.resetTokens.delete(record.id);
  console.info(`[auth] password reset ok userId=${record.userId}`);
  res.json({ ok: true });
});

module.exports = router;
