const express = require("express");
const db = require("./db");

const app = express();
app.use(express.json());

app.get("/health", (_req, res) => res.json({ ok: true }));

app.get("/notes", async (_req, res, next) => {
  try {
    res.json(await db.listNotes());
  } catch (err) {
    next(err);
  }
});

app.post("/notes", async (req, res, next) => {
  const { title, body } = req.body || {};
  if (!title) {
    return res.status(400).json({ error: "title is required" });
  }
  try {
    res.status(201).json(await db.createNote(title, body));
  } catch (err) {
    next(err);
  }
});

const port = Number(process.env.PORT || 3000);

db.migrate()
  .then(() => app.listen(port, () => console.log(`notes-api on :${port}`)))
  .catch((err) => {
    console.error("startup failed:", err.message);
    process.exit(1);
  });
