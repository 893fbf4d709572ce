import { useEffect, type Dispatch } from "react";
import * as api from "../api/client";
import type { BoardAction, Card } from "../state/boardReducer";

const POLL_MS = 10_000;

/**
 * Keeps the board in step with the server: a full snapshot every POLL_MS, plus
 * card added/removed events over SSE so new cards appear without waiting for a poll.
 */
export function useBoardSync(dispatch: Dispatch<BoardAction>, boardId: string): void {
  useEffect(() => {
    let cancelled = false;

    async function poll() {
      try {
        const board = await api.fetchBoard(boardId);
        if (!cancelled) dispatch({ type: "serverSnapshot", board });
      } catch {
        // offline or a deploy in progress; the next poll will try again
      }
    }

    void poll();
    const timer = window.setInterval(poll, POLL_MS);

    const events = new EventSource(`/api/boards/${boardId}/events`);
    events.addEventListener("cardAdded", (e) => {
      dispatch({ type: "cardAdded", card: JSON.parse((e as MessageEvent<string>).data) as Card });
    });
    events.addEventListener("cardRemoved", (e) => {
      const { id } = JSON.parse((e as MessageEvent<string>).data) as { id: string };
      dispatch({ type: "cardRemoved", cardId: id });
    });

    return () => {
      cancelled = true;
      window.clearInterval(timer);
      events.close();
    };
  }, [dispatch, boardId]);
}
