import { describe, expect, it } from "vitest";
import type { Card } from "../api/client";
import { cardsReducer, initialState, type CardsState } from "./cardsReducer";

function card(id: string, column: string, position: number, version = 1): Card {
  return { id, title: id.toUpperCase(), column, position, version, updatedBy: "u1" };
}

function loaded(...cards: Card[]): CardsState {
  return cardsReducer(initialState, { type: "loaded", cards });
}

describe("cardsReducer", () => {
  it("groups loaded cards by column in position order", () => {
    const state = loaded(card("b", "todo", 1), card("a", "todo", 0), card("c", "done", 0));
    expect(state.columns).toEqual({ todo: ["a", "b"], done: ["c"] });
  });

  it("moves a card optimistically and marks it pending", () => {
    const state = cardsReducer(loaded(card("a", "todo", 0)), { type: "moveOptimistic", cardId: "a", toColumn: "done", position: 0 });
    expect(state.columns).toEqual({ todo: [], done: ["a"] });
    expect(state.pending).toEqual({ a: { column: "todo", position: 0 } });
  });

  it("rolls a failed move back to where the card was", () => {
    let state = loaded(card("a", "todo", 0), card("b", "todo", 1));
    state = cardsReducer(state, { type: "moveOptimistic", cardId: "b", toColumn: "done", position: 0 });
    state = cardsReducer(state, { type: "moveFailed", cardId: "b" });
    expect(state.columns).toEqual({ todo: ["a", "b"], done: [] });
    expect(state.pending).toEqual({});
  });

  it("clears pending when the server confirms", () => {
    let state = loaded(card("a", "todo", 0));
    state = cardsReducer(state, { type: "moveOptimistic", cardId: "a", toColumn: "done", position: 0 });
    state = cardsReducer(state, { type: "moveConfirmed", card: card("a", "done", 0, 2) });
    expect(state.pending).toEqual({});
    expect(state.cards.a.version).toBe(2);
  });

  it("ignores a remote move while our own move of the card is in flight", () => {
    let state = loaded(card("a", "todo", 0));
    state = cardsReducer(state, { type: "moveOptimistic", cardId: "a", toColumn: "done", position: 0 });
    state = cardsReducer(state, { type: "remoteMoved", card: card("a", "doing", 0, 2) });
    expect(state.columns.done).toEqual(["a"]);
  });

  it("ignores a stale remote move", () => {
    const state = cardsReducer(loaded(card("a", "todo", 0, 5)), { type: "remoteMoved", card: card("a", "doing", 0, 4) });
    expect(state.columns.todo).toEqual(["a"]);
  });

  it("applies a move from another user", () => {
    const state = cardsReducer(loaded(card("a", "todo", 0)), { type: "remoteMoved", card: card("a", "doing", 0, 2) });
    expect(state.columns.doing).toEqual(["a"]);
  });
});
