const express = require("express");
const multer = require("multer");
const path = require("path");

const router = express.Router();
const AVATAR_TYPES = { "image/jpeg": ".jpg", "image/png": ".png" };

const upload = multer({
  storage: multer.diskStorage({
    destination: path.join(__dirname, "..", "..", "uploads"),
    filename: (req, file, cb) => cb(null, `${req.params.id}-${Date.now()}${AVATAR_TYPES[file.mimetype]}`),
  }),
  limits: { fileSize: 2 * 1024 * 1024 },
  fileFilter: (req, file, cb) => cb(null, Boolean(AVATAR_TYPES[file.mimetype])),
});
const members = new Map();
let nextId = 1;

function present(m) {
  return { id: m.id, name: m.name, email: m.email, joinedAt: m.joinedAt };
}

router.get("/", (req, res) => {
  const q = String(req.query.q || "").trim().toLowerCase();
  const all = [...members.values()];
  const found = q ? all.filter((m) => m.name.toLowerCase().includes(q)) : all;
  res.json(found.map(present));
});

router.post("/", (req, res) => {
  const { name, email } = req.body || {};
  if (!name || !email) {
    return res.status(400).json({ error: "name_and_email_required" });
  }
  const m = { id: nextId++, name, email, joinedAt: new Date().toISOString() };
  members.set(m.id, m);
  res.status(201).json(present(m));
});

router.get("/:id", (req, res) => {
  const m = members.get(Number(req.params.id));
  if (!m) return res.status(404).json({ error: "not_found" });
  res.json(present(m));
});

router.post("/:id/avatar", upload.single("avatar"), (req, res) => {
  const m = members.get(Number(req.params.id));
  if (!m) return res.status(404).json({ error: "not_found" });
  if (!req.file) return res.status(415).json({ error: "jpeg_or_png_required" });
  m.avatar = `/uploads/${req.file.filename}`;
  res.json({ ...present(m), avatar: m.avatar });
});

module.exports = router;
module.exports.members = members;
