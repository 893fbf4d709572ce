import { Router } from "express";
import type Database from "better-sqlite3";
import { listMembers } from "../db/members.js";
import { categoryFor, canEnter, type Category } from "../services/category.js";
import { parseYmd } from "../lib/dates.js";

interface TournamentRow {
  id: number;
  name: string;
  held_on: string;
  category: Category;
}

export function tournamentsRouter(db: Database.Database): Router {
  const r = Router();

  // 大会エントリー画面: 大会当日のカテゴリで会員を振り分ける
  r.get("/:id/entries", (req, res) => {
    const t = db.prepare("SELECT * FROM tournaments WHERE id = ?").get(Number(req.params.id)) as
      | TournamentRow
      | undefined;
    if (!t) return res.status(404).json({ error: "tournament not found" });
    const heldOn = parseYmd(t.held_on);
    const entries = listMembers(db).map((m) => ({
      memberId: m.id,
      name: m.name,
      category: categoryFor(m.birthDate, heldOn),
      eligible: canEnter(t.category, m.birthDate, heldOn),
    }));
    res.json({ tournament: t.name, heldOn: t.held_on, entries });
  });

  return r;
}
