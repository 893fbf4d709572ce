import type { Card } from "../api/client";

export interface CardsState {
  cards: Record<string, Card>;
  /** column id -> card ids in display order */
  columns: Record<string, string[]>;
  /** cards with a move in flight, and where each was before it, for rollback */
  pending: Record<string, { column: string; position: number }>;
}

export type CardsAction =
  | { type: "loaded"; cards: Card[] }
  | { type: "moveOptimistic"; cardId: string; toColumn: string; position: number }
  | { type: "moveConfirmed"; card: Card }
  | { type: "moveFailed"; cardId: string }
  | { type: "remoteMoved"; card: Card }
  | { type: "remoteCreated"; card: Card }
  | { type: "remoteDeleted"; cardId: string };

export const initialState: CardsState = { cards: {}, columns: {}, pending: {} };

function place(columns: CardsState["columns"], cardId: string, toColumn: string, position: number) {
  const next: CardsState["columns"] = {};
  for (const [column, ids] of Object.entries(columns)) next[column] = ids.filter((id) => id !== cardId);
  const target = [...(next[toColumn] ?? [])];
  target.splice(Math.min(position, target.length), 0, cardId);
  next[toColumn] = target;
  return next;
}

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

export function cardsReducer(state: CardsState, action: CardsAction): CardsState {
  switch (action.type) {
    case "loaded": {
      const cards: CardsState["cards"] = {};
      const columns: CardsState["columns"] = {};
      for (const card of [...action.cards].sort((a, b) => a.position - b.position)) {
        cards[card.id] = card;
        (columns[card.column] ??= []).push(card.id);
      }
      return { cards, columns, pending: {} };
    }
    case "moveOptimistic": {
      const card = state.cards[action.cardId];
      if (!card) return state;
      return {
        cards: { ...state.cards, [card.id]: { ...card, column: action.toColumn, position: action.position } },
        columns: place(state.columns, card.id, action.toColumn, action.position),
        pending: { ...state.pending, [card.id]: state.pending[card.id] ?? { column: card.column, position: card.position } },
      };
    }
    case "moveFailed": {
      const card = state.cards[action.cardId];
      const before = state.pending[action.cardId];
      if (!card || !before) return state;
      return {
        cards: { ...state.cards, [card.id]: { ...card, column: before.column, position: before.position } },
        columns: place(state.columns, card.id, before.column, before.position),
        pending: without(state.pending, card.id),
      };
    }
    case "moveConfirmed":
      return {
        ...state,
        cards: { ...state.cards, [action.card.id]: action.card },
        pending: without(state.pending, action.card.id),
      };
    case "remoteMoved": {
      const card = action.card;
      const existing = state.cards[card.id];
      // an event older than what we already have (a late echo) must not undo a newer move
      if (existing && card.version <= existing.version) return state;
      // our own move of this card is in flight; its response brings the server's final say
      if (state.pending[card.id]) return state;
      return {
        ...state,
        cards: { ...state.cards, [card.id]: card },
        columns: place(state.columns, card.id, card.column, card.position),
      };
    }
    case "remoteCreated": {
      const card = action.card;
      return {
        ...state,
        cards: { ...state.cards, [card.id]: card },
        columns: { ...state.columns, [card.column]: [...(state.columns[card.column] ?? []), card.id] },
      };
    }
    case "remoteDeleted": {
      const card = state.cards[action.cardId];
      if (!card) return state;
      return {
        cards: without(state.cards, card.id),
        columns: { ...state.columns, [card.column]: (state.columns[card.column] ?? []).filter((id) => id !== card.id) },
        pending: without(state.pending, card.id),
      };
    }
  }
}
