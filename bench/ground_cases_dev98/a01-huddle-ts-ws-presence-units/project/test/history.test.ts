import { describe, expect, it } from "vitest";
import { HistoryStore, RoomHistory } from "../src/history.js";

describe("RoomHistory", () => {
  it("numbers lines per room", () => {
    const store = new HistoryStore();
    store.room("a").append("a", "ana", "hi", "c1");
    store.room("b").append("b", "bo", "yo", "c2");
    expect(store.room("a").latestSeq).toBe(1);
    expect(store.room("b").latestSeq).toBe(1);
  });

  it("keeps only the last `capacity` lines", () => {
    const h = new RoomHistory(3);
    for (let i = 0; i < 5; i++) h.append("a", "ana", `m${i}`, `c${i}`);
    expect(h.size).toBe(3);
    expect(h.since(0).map((l) => l.text)).toEqual(["m2", "m3", "m4"]);
  });

  it("replays only what came after lastSeq", () => {
    const h = new RoomHistory();
    for (let i = 0; i < 4; i++) h.append("a", "ana", `m${i}`, `c${i}`);
    expect(h.since(2).map((l) => l.seq)).toEqual([3, 4]);
  });

  it("returns the stored line when a clientId is resent", () => {
    const h = new RoomHistory();
    const first = h.append("a", "ana", "hello", "c-1");
    const again = h.append("a", "ana", "hello", "c-1");
    expect(again.fresh).toBe(false);
    expect(again.line.seq).toBe(first.line.seq);
    expect(h.size).toBe(1);
  });

  it("replays the tail when the client has no lastSeq", () => {
    const h = new RoomHistory(500);
    for (let i = 0; i < 80; i++) h.append("a", "ana", `m${i}`, `c${i}`);
    expect(h.since(undefined)).toHaveLength(50);
  });
});
