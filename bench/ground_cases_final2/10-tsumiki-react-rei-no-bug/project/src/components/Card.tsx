import type { CardData } from "../api";

export default function Card({ card }: { card: CardData }) {
  return (
    <article className="card" draggable onDragStart={(e) => e.dataTransfer.setData("text/plain", card.id)}>
      <p>{card.title}</p>
      {card.due && <time dateTime={card.due}>{card.due}</time>}
    </article>
  );
}
