const path = require("path");
const fs = require("fs/promises");
const express = require("express");
const multer = require("multer");
const sharp = require("sharp");
const db = require("../db");

const router = express.Router();
const AVATAR_DIR = path.join(__dirname, "..", "..", "public", "avatars");
const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: 5 * 1024 * 1024 },
});

router.post("/", upload.single("file"), async (req, res, next) => {
  try {
    if (!req.file) {
      return res.status(400).json({ error: "file_required" });
    }
    const userId = req.user.id;
    const fileName = `${userId}.png`;
    const png = await sharp(req.file.buffer).resize(256, 256).png().toBuffer();
    await fs.mkdir(AVATAR_DIR, { recursive: true });
    await fs.writeFile(path.join(AVATAR_DIR, fileName), png);
    const url = `/static/avatars/${fileName}`;
    await db.updateAvatar(userId, url);
    res.json({ url });
  } catch (err) {
    next(err);
  }
});

router.delete("/", async (req, res, next) => {
  try {
    await db.updateAvatar(req.user.id, null);
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

module.exports = router;
