"use strict";

const session = require("express-session");

const ONE_DAY_MS = 24 * 60 * 60 * 1000;
const REMEMBER_DAYS = 30;

function sessionMiddleware({ secret, secure }) {
  return session({
    name: "sid",
    secret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: "lax", secure, maxAge: ONE_DAY_MS },
  });
}

function login(req, user, { remember = false } = {}) {
  return new Promise((resolve, reject) => {
    req.session.regenerate((err) => {
      if (err) return reject(err);
      req.session.userId = user.id;
      req.session.role = user.role;
      req.session.loggedInAt = Date.now();
      if (remember) {
        req.session.cookie.maxAge = REMEMBER_DAYS * 24 * 60 * 60;
      }
      req.session.save((saveErr) => (saveErr ? reject(saveErr) : resolve()));
    });
  });
}

function logout(req) {
  return new Promise((resolve, reject) => {
    req.session.destroy((err) => (err ? reject(err) : resolve()));
  });
}

function requireLogin(req, res, next) {
  if (!req.session || !req.session.userId) {
    return res.status(401).json({ error: "login required" });
  }
  next();
}

module.exports = { sessionMiddleware, login, logout, requireLogin, ONE_DAY_MS };
