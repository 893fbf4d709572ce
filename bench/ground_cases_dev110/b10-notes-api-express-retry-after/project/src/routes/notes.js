const express = require("express");

const router = express.Router();
const notes = new Map();
let nextId = 1;

router.get("/", (req, res) => {
  res.json([...notes.values()]);
});

router.get("/:id", (req, res) => {
  const note = notes.get(Number(req.params.id));
  if (!note) {
    return res.status(404).json({ error: "not_found" });
  }
  res.json(note);
});

router.post("/", (req, res) => {
  const { title, body = "" } = req.body || {};
  if (typeof title !== "string" || title.trim() === "") {
    return res.status(400).json({ error: "title_required" });
  }
  const note = { id: nextId++, title: title.trim(), body, createdAt: new Date().toISOString() };
  notes.set(note.id, note);
  res.status(201).json(note);
});

router.delete("/:id", (req, res) => {
  const removed = notes.delete(Number(req.params.id));
  res.status(removed ? 204 : 404).end();
});

module.exports = router;
