const express = require("express");
const { parsePaging } = require("../paginate");

const router = express.Router();

router.get("/", (req, res) => {
  const db = req.app.locals.db;
  const { offset, limit } = parsePaging(req.query);
  res.set("X-Total-Count", String(db.countNotes()));
  res.json(db.listNotes({ offset, limit }));
});

router.post("/", (req, res) => {
  const db = req.app.locals.db;
  const { title, body, tag } = req.body || {};
  if (typeof title !== "string" || title.trim() === "") {
    return res.status(400).json({ error: "title is required" });
  }
  const id = db.addNote({ title: title.trim(), body, tag });
  res.status(201).json({ id });
});

router.get("/:id", (req, res) => {
  const db = req.app.locals.db;
  const id = Number(req.params.id);
  const [note] = db.listNotes({ offset: 0, limit: 1000 }).filter((n) => n.id === id);
  if (!note) {
    return res.status(404).json({ error: "not found" });
  }
  res.json(note);
});

module.exports = router;
