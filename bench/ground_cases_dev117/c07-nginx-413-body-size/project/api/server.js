const path = require("path");
const express = require("express");
const multer = require("multer");

const UPLOAD_DIR = process.env.UPLOAD_DIR || path.join(__dirname, "uploads");
const MB = 1024 * 1024;

const upload = multer({
  dest: UPLOAD_DIR,
  limits: { fileSize: 20 * MB, files: 1 },
  fileFilter(req, file, cb) {
    cb(null, ["image/jpeg", "image/png", "image/webp"].includes(file.mimetype));
  },
});

const app = express();
app.set("trust proxy", 1);

app.get("/health", (req, res) => res.json({ ok: true }));

app.post("/upload", upload.single("file"), (req, res) => {
  if (!req.file) {
    return res.status(400).json({ error: "只支持 jpg/png/webp" });
  }
  res.status(201).json({ url: `/uploads/${req.file.filename}`, size: req.file.size });
});

app.use("/uploads", express.static(UPLOAD_DIR, { maxAge: "7d" }));

app.use((err, req, res, next) => {
  if (err instanceof multer.MulterError && err.code === "LIMIT_FILE_SIZE") {
    return res.status(413).json({ error: "文件太大" });
  }
  console.error(err);
  res.status(500).json({ error: "服务器错误" });
});

app.listen(3000, () => console.log("photo-api listening on 3000"));
