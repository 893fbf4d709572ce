"use strict";

const express = require("express");
const bcrypt = require("bcryptjs");
const { login, logout, requireLogin } = require("../auth/session");
const users = require("../users.json");

const router = express.Router();

function findUser(email) {
  const needle = String(email || "").trim().toLowerCase();
  return users.find((u) => u.email.toLowerCase() === needle);
}

router.post("/login", async (req, res, next) => {
  try {
    const { email, password, remember } = req.body || {};
    const user = findUser(email);
    if (!user || !(await bcrypt.compare(String(password || ""), user.passwordHash))) {
      return res.status(401).json({ error: "invalid credentials" });
    }
    await login(req, user, { remember: remember === true });
    res.json({ id: user.id, name: user.name });
  } catch (err) {
    next(err);
  }
});

router.post("/logout", requireLogin, async (req, res, next) => {
  try {
    await logout(req);
    res.clearCookie("sid");
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

router.get("/me", requireLogin, (req, res) => {
  res.json({ id: req.session.userId, role: req.session.role });
});

module.exports = router;
