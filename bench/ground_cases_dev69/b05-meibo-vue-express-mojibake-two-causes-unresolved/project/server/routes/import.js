import { Router } from "express";
import multer from "multer";
import { parse } from "csv-parse/sync";
import { decodeCsv } from "../lib/decode.js";
import { validateRow } from "../lib/validateRow.js";

const MAX_BYTES = 5 * 1024 * 1024;
const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_BYTES } });

export const importRouter = Router();

// POST /api/import/members  (multipart: file, encoding = "auto" | "utf-8" | "shift_jis")
importRouter.post("/members", upload.single("file"), (req, res) => {
  if (!req.file) {
    return res.status(400).json({ message: "ファイルを選択してください" });
  }
  const text = decodeCsv(req.file.buffer, req.body.encoding ?? "auto");
  const records = parse(text, { columns: true, skip_empty_lines: true, trim: true, info: true });

  const accepted = [];
  const rejected = [];
  for (const { record, info } of records) {
    const errors = validateRow(record);
    if (errors.length > 0) {
      // info.lines はファイル上の行番号（ヘッダーが1行目）
      rejected.push({ line: info.lines, errors });
    } else {
      accepted.push(record);
    }
  }
  res.json({ accepted: accepted.length, rejected, preview: accepted.slice(0, 5) });
});

importRouter.use((err, req, res, next) => {
  if (err instanceof multer.MulterError && err.code === "LIMIT_FILE_SIZE") {
    return res.status(413).json({ message: "ファイルサイズは5MBまでです" });
  }
  next(err);
});
