import assert from "node:assert/strict";
import { mock, test } from "node:test";
import { TYPING_TTL_MS, TypingTracker } from "../server/typing.js";

function fakeIo() {
  const emitted = [];
  return { emitted, to: (room) => ({ emit: (event, data) => emitted.push({ room, event, data }) }) };
}

const aki = { id: "u1", name: "あき" };
const ben = { id: "u2", name: "ベン" };

test("starting to type sends the names to the room", () => {
  const io = fakeIo();
  const t = new TypingTracker(io);
  t.start("general", aki);
  t.start("general", ben);
  assert.deepEqual(io.emitted.at(-1), {
    room: "general",
    event: "typing:update",
    data: { room: "general", users: [{ id: "u1", name: "あき" }, { id: "u2", name: "ベン" }] },
  });
});

test("typing stops by itself after TYPING_TTL_MS", () => {
  mock.timers.enable({ apis: ["setTimeout"] });
  try {
    const io = fakeIo();
    const t = new TypingTracker(io);
    t.start("general", aki);
    mock.timers.tick(TYPING_TTL_MS - 1);
    assert.deepEqual(t.usersIn("general"), [{ id: "u1", name: "あき" }]);
    mock.timers.tick(1);
    assert.deepEqual(t.usersIn("general"), []);
  } finally {
    mock.timers.reset();
  }
});

test("an explicit stop cancels the timer", () => {
  mock.timers.enable({ apis: ["setTimeout"] });
  try {
    const io = fakeIo();
    const t = new TypingTracker(io);
    t.start("general", aki);
    t.stop("general", aki);
    const count = io.emitted.length;
    mock.timers.tick(TYPING_TTL_MS);
    assert.equal(io.emitted.length, count);
    assert.equal(t.timers.size, 0);
  } finally {
    mock.timers.reset();
  }
});
