const express = require("express");
const { paginate, pageHeaders, slice } = require("../lib/paginate");

const router = express.Router();

function badRequest(message) {
  const err = new Error(message);
  err.status = 400;
  err.expose = true;
  return err;
}

router.get("/", async (req, res) => {
  const store = req.app.locals.store;
  const mine = await store.listByOwner(req.user.id);
  const page = paginate(req.query);
  pageHeaders(res, page, mine.length);
  res.json(slice(mine, page));
});

router.post("/", async (req, res, next) => {
  const { title, body = "" } = req.body || {};
  if (!title || typeof title !== "string") return next(badRequest("title is required"));
  const note = await req.app.locals.store.create({ title, body, ownerId: req.user.id });
  res.status(201).json(note);
});

router.get("/:id", async (req, res) => {
  const note = await req.app.locals.store.get(req.params.id);
  if (!note || note.ownerId !== req.user.id) return res.status(404).json({ error: "not found" });
  res.json(note);
});

router.patch("/:id", async (req, res, next) => {
  const store = req.app.locals.store;
  const note = await store.get(req.params.id);
  if (!note) return res.status(404).json({ error: "not found" });
  const { title, body } = req.body || {};
  if (title !== undefined && typeof title !== "string") return next(badRequest("title must be a string"));
  const updated = await store.update(note.id, { title: title ?? note.title, body: body ?? note.body });
  res.json(updated);
});

router.delete("/:id", async (req, res) => {
  const store = req.app.locals.store;
  const note = await store.get(req.params.id);
  if (!note || note.ownerId !== req.user.id) return res.status(404).json({ error: "not found" });
  await store.remove(note.id);
  res.status(204).end();
});

module.exports = router;
