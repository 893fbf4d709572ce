const path = require("node:path");
const crypto = require("node:crypto");
const multer = require("multer");

const UPLOAD_DIR = process.env.UPLOAD_DIR || path.join(__dirname, "..", "uploads");
const MAX_BYTES = 50 * 1024 * 1024;

const storage = multer.diskStorage({
  destination: UPLOAD_DIR,
  filename(req, file, cb) {
    const id = crypto.randomUUID();
    cb(null, id + path.extname(file.originalname).toLowerCase());
  },
});

const ALLOWED_TYPES = new Set(["application/pdf", "image/png", "image/jpeg"]);

const upload = multer({
  storage,
  limits: { fileSize: MAX_BYTES, files: 1 },
  fileFilter(req, file, cb) {
    if (!ALLOWED_TYPES.has(file.mimetype)) {
      const err = new Error(`unsupported type: ${file.mimetype}`);
      err.code = "UNSUPPORTED_TYPE";
      return cb(err);
    }
    cb(null, true);
  },
});

function describe(file) {
  return {
    id: path.parse(file.filename).name,
    name: Buffer.from(file.originalname, "latin1").toString("utf8"),
    size: file.size,
    type: file.mimetype,
  };
}

module.exports = { upload, describe, UPLOAD_DIR, MAX_BYTES };
