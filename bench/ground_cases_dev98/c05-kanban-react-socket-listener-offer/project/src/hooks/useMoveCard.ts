import { useCallback, type Dispatch } from "react";
import { moveCard } from "../api/client";
import type { CardsAction } from "../state/cardsReducer";

/**
 * Drag-and-drop handler: moves the card on screen right away and tells the
 * server in the background.
 */
export function useMoveCard(dispatch: Dispatch<CardsAction>) {
  return useCallback(
    async (cardId: string, toColumn: string, position: number) => {
      dispatch({ type: "moveOptimistic", cardId, toColumn, position });
      try {
        const { card } = await moveCard(cardId, toColumn, position);
        dispatch({ type: "moveConfirmed", card });
      } catch (err) {
        console.error("move failed", err);
        dispatch({ type: "moveFailed", cardId });
      }
    },
    [dispatch],
  );
}

/** Where a drop lands in a column, from the pointer's y and the card rects. */
export function dropIndex(pointerY: number, rects: DOMRect[]): number {
  for (let i = 0; i < rects.length; i++) {
    const middle = rects[i].top + rects[i].height / 2;
    if (pointerY < middle) return i;
  }
  return rects.length;
}
