import { Router } from "express";
import multer from "multer";
import { randomUUID } from "node:crypto";
import { putObject } from "../storage.js";
import { createPhoto } from "../db/photos.js";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const ALLOWED = new Set(["image/jpeg", "image/png", "image/heic", "image/webp"]);

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 },
  fileFilter: (_req, file, cb) => cb(null, ALLOWED.has(file.mimetype)),
});

export const uploadsRouter = Router();

uploadsRouter.post("/", upload.single("photo"), async (req, res, next) => {
  try {
    if (!req.file) {
      return res.status(400).json({ error: "photo missing or not an image" });
    }
    const key = `${req.user.id}/${randomUUID()}`;
    await putObject(key, req.file.buffer, req.file.mimetype);
    const photo = await createPhoto({
      userId: req.user.id,
      albumId: req.body.albumId ?? null,
      storageKey: key,
      bytes: req.file.size,
      mime: req.file.mimetype,
    });
    res.status(201).json(photo);
  } catch (err) {
    next(err);
  }
});
