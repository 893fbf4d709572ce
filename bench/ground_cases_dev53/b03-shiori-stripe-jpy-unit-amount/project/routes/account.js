import express from "express";

import { findUser } from "../lib/db.js";

const router = express.Router();

router.get("/", (req, res) => {
  if (!req.session.userId) return res.redirect("/login");
  const user = findUser(req.session.userId);
  res.json({ email: user.email, plan: user.plan, upgraded: req.query.upgraded === "1" });
});

export default router;
