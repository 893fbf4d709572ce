import { Router } from "express";
import type Database from "better-sqlite3";
import { findMember } from "../db/members.js";
import { categoryFor } from "../services/category.js";
import { isAdult } from "../lib/age.js";
import { yearsOfMembership } from "../lib/tenure.js";
import { formatYmd, todayLocal } from "../lib/dates.js";

export function membersRouter(db: Database.Database): Router {
  const r = Router();

  r.get("/:id", (req, res) => {
    const member = findMember(db, Number(req.params.id));
    if (!member) return res.status(404).json({ error: "member not found" });
    const today = todayLocal();
    res.json({
      id: member.id,
      name: member.name,
      birthDate: formatYmd(member.birthDate),
      category: categoryFor(member.birthDate, today),
      needsGuardianConsent: !isAdult(member.birthDate, today),
      years: yearsOfMembership(member.joinedOn, today),
    });
  });

  return r;
}
