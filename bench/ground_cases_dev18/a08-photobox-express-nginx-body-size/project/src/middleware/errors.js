import multer from "multer";

export function errorHandler(err, req, res, _next) {
  if (err instanceof multer.MulterError) {
    if (err.code === "LIMIT_FILE_SIZE") {
      return res.status(413).json({ error: "photo too large (max 10 MB)" });
    }
    return res.status(400).json({ error: err.message });
  }
  if (err.type === "entity.too.large") {
    return res.status(413).json({ error: "request body too large" });
  }
  req.log?.error?.(err);
  console.error(err);
  res.status(500).json({ error: "internal error" });
}
