import { useEffect, useReducer, useState } from "react";
import { listCards } from "../api/client";
import { useMoveCard } from "../hooks/useMoveCard";
import { connectBoard } from "../realtime/socket";
import { cardsReducer, initialState } from "../state/cardsReducer";
import { Column } from "./Column";

const SOCKET_URL = import.meta.env.VITE_SOCKET_URL ?? window.location.origin;
const COLUMNS = [
  { id: "todo", title: "待办" },
  { id: "doing", title: "进行中" },
  { id: "done", title: "已完成" },
];

export function Board({ boardId, token }: { boardId: string; token: string }) {
  const [state, dispatch] = useReducer(cardsReducer, initialState);
  const [online, setOnline] = useState(true);
  const move = useMoveCard(dispatch);

  useEffect(() => {
    let cancelled = false;
    listCards(boardId).then((cards) => {
      if (!cancelled) dispatch({ type: "loaded", cards });
    });
    return () => {
      cancelled = true;
    };
  }, [boardId]);

  useEffect(
    () => connectBoard({ url: SOCKET_URL, boardId, token, dispatch, onStatus: (s) => setOnline(s === "online") }),
    [boardId, token],
  );

  return (
    <div className="board">
      {!online && <div className="board__offline">连接已断开，正在重连…</div>}
      <div className="board__columns">
        {COLUMNS.map((column) => (
          <Column
            key={column.id}
            id={column.id}
            title={column.title}
            cards={(state.columns[column.id] ?? []).map((id) => state.cards[id])}
            pending={state.pending}
            onDrop={move}
          />
        ))}
      </div>
    </div>
  );
}
