import type { Dispatch } from "react";
import { io, type Socket } from "socket.io-client";
import type { Card } from "../api/client";
import type { CardsAction } from "../state/cardsReducer";

export interface BoardSocketOptions {
  url: string;
  boardId: string;
  token: string;
  dispatch: Dispatch<CardsAction>;
  onStatus?: (status: "online" | "offline") => void;
}

/**
 * Live updates for one board. socket.io reconnects on its own; every time it
 * does, we join the board room again because the server forgets rooms on disconnect.
 */
export function connectBoard({ url, boardId, token, dispatch, onStatus }: BoardSocketOptions): () => void {
  const socket: Socket = io(url, {
    auth: { token },
    transports: ["websocket"],
    reconnectionDelayMax: 10_000,
  });

  const handleEvent = (name: string, payload: { card?: Card; cardId?: string }) => {
    if (name === "card.moved" && payload.card) dispatch({ type: "remoteMoved", card: payload.card });
    else if (name === "card.created" && payload.card) dispatch({ type: "remoteCreated", card: payload.card });
    else if (name === "card.deleted" && payload.cardId) dispatch({ type: "remoteDeleted", cardId: payload.cardId });
  };

  socket.on("connect", () => {
    onStatus?.("online");
    socket.emit("board:join", { boardId });
    socket.onAny(handleEvent);
  });
  socket.on("disconnect", () => onStatus?.("offline"));
  socket.on("connect_error", (err) => console.warn("board socket:", err.message));

  return () => {
    socket.offAny(handleEvent);
    socket.disconnect();
  };
}
