import type { DragEvent } from "react";
import type { Card as CardModel, ColumnId } from "../state/boardReducer";

interface CardProps {
  card: CardModel;
  pending: boolean;
  /** Another card was dropped onto this one: put it at this card's place. */
  onMove(cardId: string, column: ColumnId, position: number): void;
}

export function Card({ card, pending, onMove }: CardProps) {
  function handleDragStart(e: DragEvent<HTMLElement>) {
    e.dataTransfer.setData("text/card-id", card.id);
    e.dataTransfer.effectAllowed = "move";
  }

  function handleDrop(e: DragEvent<HTMLElement>) {
    e.preventDefault();
    e.stopPropagation();
    const dragged = e.dataTransfer.getData("text/card-id");
    if (dragged && dragged !== card.id) onMove(dragged, card.column, card.position);
  }

  return (
    <article
      className={pending ? "card card--pending" : "card"}
      draggable
      onDragStart={handleDragStart}
      onDragOver={(e) => e.preventDefault()}
      onDrop={handleDrop}
    >
      {card.title}
    </article>
  );
}
