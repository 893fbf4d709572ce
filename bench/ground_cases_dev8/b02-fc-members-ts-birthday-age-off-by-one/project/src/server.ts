import express from "express";
import Database from "better-sqlite3";
import { membersRouter } from "./routes/members.js";
import { tournamentsRouter } from "./routes/tournaments.js";

const db = new Database(process.env.DB_PATH ?? "data/club.db");
db.pragma("foreign_keys = ON");

const app = express();
app.use(express.json());
app.use("/members", membersRouter(db));
app.use("/tournaments", tournamentsRouter(db));

const port = Number(process.env.PORT ?? 3100);
app.listen(port, () => {
  console.log(`fc-members listening on :${port}`);
});
