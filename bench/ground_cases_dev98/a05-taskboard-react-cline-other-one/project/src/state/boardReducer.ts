export type ColumnId = "todo" | "doing" | "done";

export interface Card {
  id: string;
  title: string;
  column: ColumnId;
  position: number;
}

/** An optimistic move that the server has not confirmed yet. */
export interface PendingMove {
  requestId: string;
  cardId: string;
  from: { column: ColumnId; position: number };
  to: { column: ColumnId; position: number };
}

export interface BoardState {
  cards: Card[];
  /** Board version of the last server state we applied; the server bumps it on every change. */
  version: number;
  pending: PendingMove[];
  error: string | null;
}

export type BoardAction =
  | { type: "serverSnapshot"; board: { cards: Card[]; version: number } }
  | { type: "moveStarted"; move: PendingMove }
  | { type: "moveConfirmed"; requestId: string; version: number }
  | { type: "moveFailed"; requestId: string; message: string }
  | { type: "cardDraft"; card: Card }
  | { type: "cardCreated"; tempId: string; card: Card; version: number }
  | { type: "cardAdded"; card: Card }
  | { type: "cardRemoved"; cardId: string }
  | { type: "dismissError" };

export const initialBoard: BoardState = { cards: [], version: 0, pending: [], error: null };

function placeCard(cards: Card[], cardId: string, column: ColumnId, position: number): Card[] {
  return cards.map((card) => (card.id === cardId ? { ...card, column, position } : card));
}

export function boardReducer(state: BoardState, action: BoardAction): BoardState {
  switch (action.type) {
    case "serverSnapshot": {
      if (action.board.version < state.version) return state;
      return { ...state, cards: action.board.cards, version: action.board.version };
    }
    case "moveStarted": {
      const { cardId, to } = action.move;
      return {
        ...state,
        cards: placeCard(state.cards, cardId, to.column, to.position),
        pending: [...state.pending, action.move],
      };
    }
    case "moveConfirmed":
      return {
        ...state,
        version: Math.max(state.version, action.version),
        pending: state.pending.filter((move) => move.requestId !== action.requestId),
      };
    case "moveFailed": {
      const move = state.pending.find((m) => m.requestId === action.requestId);
      if (!move) return state;
      return {
        ...state,
        cards: placeCard(state.cards, move.cardId, move.from.column, move.from.position),
        pending: state.pending.filter((m) => m !== move),
        error: action.message,
      };
    }
    case "cardDraft":
      return { ...state, cards: [...state.cards, action.card] };
    case "cardCreated":
      return {
        ...state,
        // the SSE cardAdded can beat the POST response; drop that copy before swapping in the real card
        cards: state.cards
          .filter((card) => card.id !== action.card.id)
          .map((card) => (card.id === action.tempId ? action.card : card)),
        version: Math.max(state.version, action.version),
      };
    case "cardAdded":
      if (state.cards.some((card) => card.id === action.card.id)) return state;
      return { ...state, cards: [...state.cards, action.card] };
    case "cardRemoved":
      return { ...state, cards: state.cards.filter((card) => card.id !== action.cardId) };
    case "dismissError":
      return { ...state, error: null };
  }
}

export function columnCards(state: BoardState, column: ColumnId): Card[] {
  return state.cards.filter((card) => card.column === column).sort((a, b) => a.position - b.position);
}
