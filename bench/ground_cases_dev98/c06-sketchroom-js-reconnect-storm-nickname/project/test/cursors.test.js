import assert from "node:assert/strict";
import { test } from "node:test";
import { CursorLayer, SEND_INTERVAL_MS } from "../src/client/cursors.js";

function fakeElement() {
  const props = {};
  return { style: { setProperty: (k, v) => (props[k] = v) }, dataset: {}, props, removed: false, remove() { this.removed = true; } };
}

function setup(start = 0) {
  let clock = start;
  const sent = [];
  const root = { children: [], appendChild(el) { this.children.push(el); } };
  const connection = new EventTarget();
  connection.send = (m) => sent.push(m);
  const layer = new CursorLayer(root, connection, { now: () => clock, createElement: fakeElement });
  const emit = (detail) => connection.dispatchEvent(new CustomEvent("message", { detail }));
  return { layer, root, sent, emit, tick: (ms) => (clock += ms) };
}

test("draws a cursor for every user in the welcome", () => {
  const { root, emit } = setup();
  emit({ type: "welcome", users: [{ userId: "a", color: "#111" }, { userId: "b", color: "#222" }] });
  assert.equal(root.children.length, 2);
});

test("removes the cursor of a user who left", () => {
  const { layer, emit } = setup();
  emit({ type: "cursor", userId: "a", x: 10, y: 20 });
  const el = layer.cursors.get("a");
  emit({ type: "leave", userId: "a" });
  assert.equal(el.removed, true);
  assert.equal(layer.cursors.has("a"), false);
});

test("throttles outgoing cursor updates", () => {
  const { layer, sent, tick } = setup(1000);
  assert.equal(layer.track(1, 1), true);
  tick(SEND_INTERVAL_MS - 1);
  assert.equal(layer.track(2, 2), false);
  tick(1);
  assert.equal(layer.track(3, 3), true);
  assert.equal(sent.length, 2);
});
