const path = require("node:path");
const express = require("express");

const router = express.Router();
const ROOT = path.resolve(process.env.REPORT_FILES_DIR || "./data/files");

function resolveInside(root, rel) {
  const full = path.resolve(root, rel);
  if (full !== root && !full.startsWith(root + path.sep)) {
    return null;
  }
  return full;
}

router.get("/dl/*filepath", (req, res, next) => {
  const full = resolveInside(ROOT, req.params.filepath.join("/"));
  if (!full) {
    return res.status(400).json({ error: "bad path" });
  }
  res.download(full, (err) => {
    if (err && !res.headersSent) {
      next(err);
    }
  });
});

module.exports = router;
module.exports.resolveInside = resolveInside;
