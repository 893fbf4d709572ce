import { useEffect, useState } from "react";
import { fetchCards, moveCard, type CardData } from "../api";
import Card from "./Card";

const COLUMNS = ["todo", "doing", "done"] as const;
const LABELS: Record<(typeof COLUMNS)[number], string> = { todo: "やる", doing: "やってる", done: "やった" };

export default function Board() {
  const [cards, setCards] = useState<CardData[]>([]);

  useEffect(() => {
    fetchCards().then(setCards);
  }, []);

  async function onDrop(id: string, column: CardData["column"]) {
    const updated = await moveCard(id, column);
    setCards((prev) => prev.map((c) => (c.id === id ? updated : c)));
  }

  return (
    <main className="board">
      {COLUMNS.map((col) => (
        <section key={col} className="column" onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => onDrop(e.dataTransfer.getData("text/plain"), col)}>
          <h2>{LABELS[col]}</h2>
          {cards.filter((c) => c.column === col).map((c) => <Card key={c.id} card={c} />)}
        </section>
      ))}
    </main>
  );
}
