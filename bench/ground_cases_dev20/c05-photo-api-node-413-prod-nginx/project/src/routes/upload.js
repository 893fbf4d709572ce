const path = require('path');
const crypto = require('crypto');
const express = require('express');
const multer = require('multer');
const sharp = require('sharp');

const config = require('../config');

const storage = multer.diskStorage({
  destination: config.uploadDir,
  filename: (req, file, cb) => {
    const ext = path.extname(file.originalname).toLowerCase() || '.jpg';
    cb(null, `${Date.now()}-${crypto.randomBytes(6).toString('hex')}${ext}`);
  },
});

const upload = multer({
  storage,
  limits: { fileSize: config.maxUploadMb * 1024 * 1024, files: 1 },
  fileFilter: (req, file, cb) => {
    if (!config.allowedMime.includes(file.mimetype)) {
      const err = new Error(`unsupported type ${file.mimetype}`);
      err.code = 'UNSUPPORTED_TYPE';
      return cb(err);
    }
    return cb(null, true);
  },
});

const router = express.Router();

router.post('/', upload.single('file'), async (req, res, next) => {
  try {
    if (!req.file) return res.status(400).json({ error: 'NO_FILE' });
    const meta = await sharp(req.file.path).metadata();
    return res.status(201).json({
      url: `${config.publicBaseUrl}/${req.file.filename}`,
      width: meta.width,
      height: meta.height,
      size: req.file.size,
    });
  } catch (err) {
    return next(err);
  }
});

module.exports = router;
