const fs = require("fs/promises");
const path = require("path");
const express = require("express");
const multer = require("multer");
const sharp = require("sharp");
const db = require("../db");

const router = express.Router();
const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: 5 * 1024 * 1024 } });

function avatarDir() {
  return path.join(process.env.UPLOAD_DIR || path.join(__dirname, "..", "..", "uploads"), "avatars");
}

router.get("/", async (req, res) => {
  const user = await db.users.findById(req.user.id);
  res.json({
    id: user.id,
    name: user.name,
    email: user.email,
    avatarUrl: user.hasAvatar ? `/avatars/${user.id}.png` : null,
    timezone: user.timezone,
  });
});

router.post("/avatar", upload.single("avatar"), async (req, res, next) => {
  try {
    if (!req.file) {
      return res.status(400).json({ error: "no file" });
    }
    const png = await sharp(req.file.buffer).resize(256, 256, { fit: "cover" }).png().toBuffer();
    await fs.mkdir(avatarDir(), { recursive: true });
    await fs.writeFile(path.join(avatarDir(), `${req.user.id}.png`), png);
    await db.users.update(req.user.id, { hasAvatar: true });
    res.json({ avatarUrl: `/avatars/${req.user.id}.png` });
  } catch (err) {
    next(err);
  }
});

router.delete("/avatar", async (req, res) => {
  await fs.rm(path.join(avatarDir(), `${req.user.id}.png`), { force: true });
  await db.users.update(req.user.id, { hasAvatar: false });
  res.status(204).end();
});

module.exports = router;
