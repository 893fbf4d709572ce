import { createContext, useCallback, useContext, useReducer, useRef, type ReactNode } from "react";
import * as api from "../api/client";
import { useBoardSync } from "../hooks/useBoardSync";
import { boardReducer, initialBoard, type BoardState, type ColumnId } from "./boardReducer";

interface BoardContextValue {
  state: BoardState;
  moveCard(cardId: string, column: ColumnId, position: number): Promise<void>;
  addCard(title: string, column: ColumnId): Promise<void>;
  dismissError(): void;
}

const BoardContext = createContext<BoardContextValue | null>(null);

export function BoardProvider({ boardId, children }: { boardId: string; children: ReactNode }) {
  const [state, dispatch] = useReducer(boardReducer, initialBoard);
  const stateRef = useRef(state);
  stateRef.current = state;
  useBoardSync(dispatch, boardId);

  const moveCard = useCallback(
    async (cardId: string, column: ColumnId, position: number) => {
      const card = stateRef.current.cards.find((c) => c.id === cardId);
      if (!card) return;
      const move = {
        requestId: crypto.randomUUID(),
        cardId,
        from: { column: card.column, position: card.position },
        to: { column, position },
      };
      dispatch({ type: "moveStarted", move });
      try {
        const { version } = await api.moveCard(boardId, cardId, column, position);
        dispatch({ type: "moveConfirmed", requestId: move.requestId, version });
      } catch (err) {
        dispatch({ type: "moveFailed", requestId: move.requestId, message: api.describe(err) });
      }
    },
    [boardId],
  );

  const addCard = useCallback(
    async (title: string, column: ColumnId) => {
      const tempId = `tmp-${crypto.randomUUID()}`;
      const position = stateRef.current.cards.filter((c) => c.column === column).length;
      dispatch({ type: "cardDraft", card: { id: tempId, title, column, position } });
      try {
        const { card, version } = await api.createCard(boardId, title, column, position);
        dispatch({ type: "cardCreated", tempId, card, version });
      } catch (err) {
        dispatch({ type: "cardRemoved", cardId: tempId });
        window.alert(`Could not add the card. ${api.describe(err)}`);
      }
    },
    [boardId],
  );

  const dismissError = useCallback(() => dispatch({ type: "dismissError" }), []);

  return <BoardContext.Provider value={{ state, moveCard, addCard, dismissError }}>{children}</BoardContext.Provider>;
}

export function useBoard(): BoardContextValue {
  const value = useContext(BoardContext);
  if (!value) throw new Error("useBoard must be used inside <BoardProvider>");
  return value;
}
