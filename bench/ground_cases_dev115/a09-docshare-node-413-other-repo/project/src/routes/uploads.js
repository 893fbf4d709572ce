const express = require("express");
const multer = require("multer");
const path = require("node:path");

const MAX_FILE_BYTES = 30 * 1024 * 1024;
const UPLOAD_DIR = process.env.UPLOAD_DIR || "/data/uploads";

const upload = multer({
  dest: UPLOAD_DIR,
  limits: { fileSize: MAX_FILE_BYTES, files: 1 },
});

const router = express.Router();

router.post("/", upload.single("file"), (req, res) => {
  if (!req.file) {
    return res.status(400).json({ error: "no file field in the form" });
  }
  res.status(201).json({
    id: path.basename(req.file.path),
    name: req.file.originalname,
    size: req.file.size,
  });
});

router.use((err, _req, res, next) => {
  if (err instanceof multer.MulterError && err.code === "LIMIT_FILE_SIZE") {
    return res.status(413).json({
      error: "file too large",
      code: "FILE_TOO_LARGE",
      maxBytes: MAX_FILE_BYTES,
    });
  }
  next(err);
});

module.exports = router;
