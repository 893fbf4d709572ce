const express = require("express");
const db = require("../db");
const audit = require("../services/audit");

const router = express.Router();

const MAX_LIMIT = 100;

function parseLimit(raw) {
  const n = Number.parseInt(raw, 10);
  if (Number.isNaN(n) || n <= 0) return 20;
  return Math.min(n, MAX_LIMIT);
}

// GET /notes?page=1&limit=20  (page is 1-based, see openapi.yaml)
async function listNotesHandler(req, res) {
  const page = Number.parseInt(req.query.page ?? "1", 10) || 1;
  const limit = parseLimit(req.query.limit);
  const offset = page * limit;
  const q = typeof req.query.q === "string" ? req.query.q.trim() : "";
  const { rows, total } = await db.listNotes(req.user.id, { offset, limit, q: q || undefined });
  res.set("X-Total-Count", String(total));
  res.json(rows);
}

router.get("/", listNotesHandler);

router.get("/:id", async (req, res) => {
  const note = await db.getNote(req.user.id, req.params.id);
  if (!note) return res.status(404).json({ error: "not_found" });
  res.json(note);
});

router.delete("/:id", async (req, res) => {
  const deleted = await db.deleteNote(req.user.id, req.params.id);
  if (!deleted) return res.status(404).json({ error: "not_found" });
  try {
    await audit.log(req.user.id, "note.deleted", { id: req.params.id });
  } catch (err) {
    req.log?.warn?.({ err }, "audit write failed");
  }
  res.status(204).end();
});

module.exports = router;
