const express = require("express");
const notes = require("./routes/notes");
const { openDb } = require("./db");

function createApp(db = openDb(process.env.NOTES_DB || "notes.sqlite")) {
  const app = express();
  app.use(express.json({ limit: "256kb" }));
  app.locals.db = db;

  app.use("/notes", notes);
  app.get("/tags", (req, res) => {
    const { parsePaging } = require("./paginate");
    const { offset, limit } = parsePaging(req.query);
    res.json(db.listTags({ offset, limit }));
  });

  app.use((err, req, res, _next) => {
    console.error(err);
    res.status(err.status || 500).json({ error: err.message });
  });
  return app;
}

if (require.main === module) {
  const port = Number(process.env.PORT || 3000);
  createApp().listen(port, () => {
    console.log(`notes-api on :${port}`);
  });
}

module.exports = { createApp };
