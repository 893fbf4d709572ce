import type { DragEvent } from "react";
import type { Card as CardModel } from "../api/client";

interface CardProps {
  card: CardModel;
  pending: boolean;
}

export function Card({ card, pending }: CardProps) {
  function handleDragStart(event: DragEvent<HTMLLIElement>) {
    event.dataTransfer.setData("text/card-id", card.id);
    event.dataTransfer.effectAllowed = "move";
  }

  return (
    <li
      className={pending ? "card card--pending" : "card"}
      style={pending ? { opacity: 0.6, cursor: "progress" } : undefined}
      aria-busy={pending}
      draggable
      onDragStart={handleDragStart}
      data-card-id={card.id}
      title={`最后修改：${card.updatedBy}`}
    >
      <span className="card__title">{card.title}</span>
    </li>
  );
}

export function cardLabel(card: CardModel): string {
  return `${card.title} (${card.column} #${card.position + 1})`;
}

export function sameCard(a: CardModel, b: CardModel): boolean {
  return a.id === b.id && a.version === b.version;
}
