"use strict";

const express = require("express");
const { listMembers, findMember, planNames } = require("./db");
const { membersToCsv } = require("./export");

const router = express.Router();

router.get("/members", async (req, res) => {
  const plan = req.query.plan || null;
  if (plan && !(await planNames()).includes(plan)) {
    res.status(400).json({ error: "unknown_plan" });
    return;
  }
  const members = await listMembers({ plan });
  res.json(members);
});

router.get("/members/export.csv", async (req, res) => {
  const members = await listMembers({ plan: req.query.plan || null });
  const csv = membersToCsv(members);
  res.setHeader("Content-Type", "text/csv; charset=Shift_JIS");
  res.setHeader("Content-Disposition", 'attachment; filename="members.csv"');
  res.send(csv);
});

router.get("/members/:id", async (req, res) => {
  const id = Number(req.params.id);
  if (!Number.isInteger(id)) {
    res.status(400).json({ error: "invalid_id" });
    return;
  }
  const member = await findMember(id);
  if (!member) {
    res.status(404).json({ error: "not_found" });
    return;
  }
  res.json(member);
});

module.exports = router;
