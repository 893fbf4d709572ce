import { describe, expect, it } from "vitest";
import { boardReducer, initialBoard, type BoardState, type Card } from "./boardReducer";

const a: Card = { id: "a", title: "A", column: "todo", position: 0 };
const b: Card = { id: "b", title: "B", column: "todo", position: 1 };
const board: BoardState = { ...initialBoard, cards: [a, b], version: 7 };
const move = { requestId: "r1", cardId: "a", from: { column: "todo" as const, position: 0 }, to: { column: "done" as const, position: 0 } };

describe("boardReducer", () => {
  it("moves a card optimistically", () => {
    const next = boardReducer(board, { type: "moveStarted", move });
    expect(next.cards.find((c) => c.id === "a")?.column).toBe("done");
    expect(next.pending).toHaveLength(1);
  });

  it("rolls a failed move back", () => {
    const moved = boardReducer(board, { type: "moveStarted", move });
    const next = boardReducer(moved, { type: "moveFailed", requestId: "r1", message: "nope" });
    expect(next.cards.find((c) => c.id === "a")?.column).toBe("todo");
    expect(next.error).toBe("nope");
  });

  it("ignores a snapshot older than what we have", () => {
    const next = boardReducer(board, { type: "serverSnapshot", board: { cards: [], version: 6 } });
    expect(next).toBe(board);
  });

  it("replaces the draft with the created card", () => {
    const draft = boardReducer(board, { type: "cardDraft", card: { id: "tmp-1", title: "C", column: "doing", position: 0 } });
    const next = boardReducer(draft, { type: "cardCreated", tempId: "tmp-1", card: { id: "c", title: "C", column: "doing", position: 0 }, version: 8 });
    expect(next.cards.map((c) => c.id)).toEqual(["a", "b", "c"]);
  });
});
