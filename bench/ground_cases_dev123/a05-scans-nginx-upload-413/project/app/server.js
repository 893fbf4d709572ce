const path = require("path");
const crypto = require("crypto");
const express = require("express");
const multer = require("multer");

const UPLOAD_DIR = process.env.UPLOAD_DIR || path.join(__dirname, "uploads");
const PORT = Number(process.env.PORT || 8080);
const ALLOWED = new Set(["application/pdf", "image/png", "image/jpeg"]);

const storage = multer.diskStorage({
  destination: UPLOAD_DIR,
  filename: (_req, file, cb) => cb(null, `${crypto.randomUUID()}${path.extname(file.originalname)}`),
});

const upload = multer({
  storage,
  limits: { fileSize: 20 * 1024 * 1024, files: 1 },
  fileFilter: (_req, file, cb) => cb(null, ALLOWED.has(file.mimetype)),
});

const app = express();
app.use(express.json({ limit: "100kb" }));

app.get("/api/health", (_req, res) => res.json({ ok: true }));

app.post("/api/scans", upload.single("file"), (req, res) => {
  if (!req.file) return res.status(400).json({ error: "expected a PDF, PNG or JPEG in field 'file'" });
  res.status(201).json({ id: path.parse(req.file.filename).name, size: req.file.size });
});

app.get("/api/scans/:id", (req, res) => {
  if (!/^[0-9a-f-]{36}$/.test(req.params.id)) return res.status(400).json({ error: "bad id" });
  res.sendFile(req.params.id + ".pdf", { root: UPLOAD_DIR }, (err) => {
    if (err) res.status(404).json({ error: "not found" });
  });
});

app.use((err, _req, res, _next) => {
  if (err instanceof multer.MulterError && err.code === "LIMIT_FILE_SIZE") {
    return res.status(413).json({ error: "file too large" });
  }
  console.error(err);
  res.status(500).json({ error: "internal error" });
});

app.listen(PORT, () => console.log(`scans-api on :${PORT}`));
