import express from "express";
import { importRouter } from "./routes/import.js";

const app = express();
app.use(express.json());
app.use("/api/import", importRouter);

app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ message: "サーバーでエラーが発生しました" });
});

const port = Number(process.env.PORT ?? 3000);
app.listen(port, () => console.log(`meibo-import listening on ${port}`));
