import { useRef, type DragEvent } from "react";
import type { Card as CardModel } from "../api/client";
import { dropIndex } from "../hooks/useMoveCard";
import { Card } from "./Card";

interface ColumnProps {
  id: string;
  title: string;
  cards: CardModel[];
  pending: Record<string, unknown>;
  onDrop: (cardId: string, toColumn: string, position: number) => void;
}

export function Column({ id, title, cards, pending, onDrop }: ColumnProps) {
  const listRef = useRef<HTMLUListElement>(null);

  function handleDrop(event: DragEvent<HTMLUListElement>) {
    event.preventDefault();
    const cardId = event.dataTransfer.getData("text/card-id");
    if (!cardId || !listRef.current) return;
    const rects = [...listRef.current.querySelectorAll("li")].map((li) => li.getBoundingClientRect());
    onDrop(cardId, id, dropIndex(event.clientY, rects));
  }

  return (
    <section className="column">
      <h2 className="column__title">
        {title} <span className="column__count">{cards.length}</span>
      </h2>
      <ul ref={listRef} className="column__list" onDragOver={(e) => e.preventDefault()} onDrop={handleDrop}>
        {cards.map((card) => (
          <Card key={card.id} card={card} pending={Boolean(pending[card.id])} />
        ))}
      </ul>
    </section>
  );
}
