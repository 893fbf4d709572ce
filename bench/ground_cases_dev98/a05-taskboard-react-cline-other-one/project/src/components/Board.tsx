import type { DragEvent } from "react";
import { useBoard } from "../state/BoardProvider";
import { columnCards, type ColumnId } from "../state/boardReducer";
import { Card } from "./Card";

const COLUMNS: { id: ColumnId; title: string }[] = [
  { id: "todo", title: "To do" },
  { id: "doing", title: "Doing" },
  { id: "done", title: "Done" },
];

export function Board() {
  const { state, moveCard, dismissError } = useBoard();
  const pendingIds = new Set(state.pending.map((m) => m.cardId));

  function dropOnColumn(column: ColumnId) {
    return (e: DragEvent<HTMLElement>) => {
      e.preventDefault();
      const cardId = e.dataTransfer.getData("text/card-id");
      if (cardId) void moveCard(cardId, column, columnCards(state, column).length);
    };
  }

  return (
    <div className="board">
      {state.error && (
        <div role="alert" className="board__error">
          {state.error} <button onClick={dismissError}>Dismiss</button>
        </div>
      )}
      {COLUMNS.map((col) => (
        <section key={col.id} className="column" onDragOver={(e) => e.preventDefault()} onDrop={dropOnColumn(col.id)}>
          <h2>{col.title}</h2>
          {columnCards(state, col.id).map((card) => (
            <Card
              key={card.id}
              card={card}
              pending={pendingIds.has(card.id)}
              onMove={(cardId, column, position) => void moveCard(cardId, column, position)}
            />
          ))}
        </section>
      ))}
    </div>
  );
}
