import assert from "node:assert/strict";
import { test } from "node:test";
import { EventLog } from "../src/eventLog.js";

test("since returns only the user's newer events", () => {
  const log = new EventLog();
  log.append("u1", "notification", { n: 1 });
  log.append("u2", "notification", { n: 2 });
  log.append("u1", "notification", { n: 3 });
  const { events, complete } = log.since("u1", 1);
  assert.equal(complete, true);
  assert.deepEqual(events.map((e) => e.id), [3]);
});

test("since reports an incomplete history", () => {
  const log = new EventLog({ max: 2 });
  for (let i = 0; i < 5; i++) log.append("u1", "notification", { i });
  assert.equal(log.since("u1", 1).complete, false);
  assert.equal(log.since("u1", 3).complete, true);
});

test("the log keeps at most max events", () => {
  const log = new EventLog({ max: 3 });
  for (let i = 0; i < 10; i++) log.append("u1", "notification", { i });
  assert.equal(log.events.length, 3);
  assert.equal(log.events[0].id, 8);
});

test("latestId is the id of the last appended event", () => {
  const log = new EventLog();
  assert.equal(log.latestId, 0);
  log.append("u1", "notification", {});
  log.append("u2", "notification", {});
  assert.equal(log.latestId, 2);
});
