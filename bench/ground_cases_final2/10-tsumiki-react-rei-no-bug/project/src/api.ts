export interface CardData {
  id: string;
  title: string;
  column: "todo" | "doing" | "done";
  due?: string;
}

export async function fetchCards(): Promise<CardData[]> {
  const res = await fetch("/api/cards");
  if (!res.ok) throw new Error(`GET /api/cards ${res.status}`);
  return res.json();
}

export async function moveCard(id: string, column: CardData["column"]): Promise<CardData> {
  const res = await fetch(`/api/cards/${id}`, {
    method: "PATCH",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ column }),
  });
  if (!res.ok) throw new Error(`PATCH /api/cards/${id} ${res.status}`);
  return res.json();
}
