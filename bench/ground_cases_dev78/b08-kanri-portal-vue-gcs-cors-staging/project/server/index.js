import express from "express";
import { signUpload } from "./signUpload.js";

const app = express();
app.use(express.json());

app.post("/api/uploads", async (req, res) => {
  const { fileName, contentType, size } = req.body ?? {};
  if (!fileName || !contentType || !Number.isInteger(size)) {
    return res.status(400).json({ error: "fileName, contentType, size are required" });
  }
  if (size > 100 * 1024 * 1024) {
    return res.status(413).json({ error: "100MBまでです" });
  }
  try {
    const signed = await signUpload(fileName, contentType);
    res.json(signed);
  } catch (err) {
    console.error("signUpload failed", err);
    res.status(500).json({ error: "署名URLの発行に失敗しました" });
  }
});

const port = Number(process.env.PORT ?? 3001);
app.listen(port, () => console.log(`api listening on ${port}`));
