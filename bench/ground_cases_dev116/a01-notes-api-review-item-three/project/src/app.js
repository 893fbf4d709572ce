const express = require("express");
const { requireUser } = require("./middleware/auth");
const notes = require("./routes/notes");

const JWT_SECRET = process.env.JWT_SECRET || "dev-only-secret";

function buildApp({ store, secret = JWT_SECRET } = {}) {
  const app = express();
  app.disable("x-powered-by");
  app.use(express.json({ limit: "100kb" }));
  app.locals.store = store;
  app.locals.secret = secret;

  app.get("/healthz", (req, res) => res.json({ ok: true }));
  app.use("/notes", requireUser, notes);

  app.use((err, req, res, next) => {
    console.error(err);
    res.status(err.status || 500).json({ error: err.expose ? err.message : "internal error" });
  });
  return app;
}

class MemoryStore {
  constructor() {
    this.rows = new Map();
    this.seq = 0;
  }
  async create(fields) {
    const note = { id: String(++this.seq), ...fields, updatedAt: new Date().toISOString() };
    this.rows.set(note.id, note);
    return note;
  }
  async get(id) {
    return this.rows.get(String(id)) || null;
  }
  async listByOwner(ownerId) {
    return [...this.rows.values()].filter((n) => n.ownerId === ownerId);
  }
  async update(id, fields) {
    const note = { ...this.rows.get(id), ...fields, updatedAt: new Date().toISOString() };
    this.rows.set(id, note);
    return note;
  }
  async remove(id) {
    this.rows.delete(id);
  }
}

if (require.main === module) {
  const port = Number(process.env.PORT || 3000);
  buildApp({ store: new MemoryStore() }).listen(port, () => {
    console.log(`notes-api listening on :${port}`);
  });
}

module.exports = { buildApp, MemoryStore, JWT_SECRET };
