"use strict";

const express = require("express");
const multer = require("multer");
const { config } = require("../config");

function router({ storage }) {
  const r = express.Router();
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: config.maxUploadBytes, files: 1 },
    fileFilter(req, file, cb) {
      cb(null, config.allowedTypes.includes(file.mimetype));
    },
  });

  r.post("/", (req, res, next) => {
    upload.single("photo")(req, res, async (err) => {
      if (err instanceof multer.MulterError && err.code === "LIMIT_FILE_SIZE") {
        return res.status(413).json({ error: "file_too_large", maxBytes: config.maxUploadBytes });
      }
      if (err) {
        return next(err);
      }
      if (!req.file) {
        return res.status(400).json({ error: "photo_required" });
      }
      try {
        const saved = await storage.put(req.file);
        return res.status(201).json(saved);
      } catch (e) {
        return next(e);
      }
    });
  });

  r.get("/:key", async (req, res, next) => {
    try {
      const url = await storage.signedUrl(req.params.key);
      res.json({ url });
    } catch (e) {
      next(e);
    }
  });

  return r;
}

module.exports = { router };
