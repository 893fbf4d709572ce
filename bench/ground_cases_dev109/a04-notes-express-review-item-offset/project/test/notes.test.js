const { test, beforeEach } = require("node:test");
const assert = require("node:assert");
const express = require("express");
const request = require("supertest");
const db = require("../src/db");
const notesRouter = require("../src/routes/notes");

function app() {
  const a = express();
  a.use((req, _res, next) => {
    req.user = { id: "u1" };
    next();
  });
  a.use("/notes", notesRouter);
  return a;
}

beforeEach(() => {
  db.reset();
  db.seed("u1", ["groceries", "ideas", "reading list"]);
  db.seed("u2", ["not mine"]);
});

test("lists only my notes with a total header", async () => {
  const res = await request(app()).get("/notes?limit=2&page=0");
  assert.equal(res.status, 200);
  assert.equal(res.headers["x-total-count"], "3");
  assert.equal(res.body.length, 2);
});

test("filters by title with q", async () => {
  const res = await request(app()).get("/notes?q=READ&page=0");
  assert.deepEqual(res.body.map((n) => n.title), ["reading list"]);
});

test("404 for someone else's note", async () => {
  const res = await request(app()).get("/notes/4");
  assert.equal(res.status, 404);
});
