import assert from "node:assert/strict";
import { once } from "node:events";
import { test } from "node:test";
import { createApp } from "../src/server.js";
import { ScoreBoard } from "../src/scores.js";

async function open(board) {
  const server = createApp(board).listen(0);
  await once(server, "listening");
  const controller = new AbortController();
  const res = await fetch(`http://127.0.0.1:${server.address().port}/events`, { signal: controller.signal });
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const next = async () => decoder.decode((await reader.read()).value);
  const close = () => {
    controller.abort();
    server.close();
  };
  return { res, next, close };
}

test("asks proxies not to buffer or transform the stream", async () => {
  const stream = await open(new ScoreBoard());
  try {
    assert.equal(stream.res.headers.get("content-type"), "text/event-stream; charset=utf-8");
    assert.equal(stream.res.headers.get("cache-control"), "no-cache, no-transform");
    assert.equal(stream.res.headers.get("x-accel-buffering"), "no");
    assert.equal(stream.res.headers.get("content-encoding"), null);
  } finally {
    stream.close();
  }
});

test("sends the board as a snapshot first", async () => {
  const board = new ScoreBoard();
  board.upsert({ gameId: "g1", home: "Lions", away: "Bears", status: "live", clock: "12:01" });
  const stream = await open(board);
  try {
    assert.match(await stream.next(), /event: snapshot\ndata: \[\{"gameId":"g1"/);
  } finally {
    stream.close();
  }
});

test("pushes each change as a score event", async () => {
  const board = new ScoreBoard();
  const stream = await open(board);
  try {
    await stream.next(); // snapshot
    board.upsert({ gameId: "g2", home: "Owls", away: "Hawks", homeScore: 1 });
    assert.match(await stream.next(), /id: 1\nevent: score\ndata: \{"gameId":"g2"/);
  } finally {
    stream.close();
  }
});
