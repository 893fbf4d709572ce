export type Festival = { id: string; name: string; date: string; prefecture: string };

export async function listFestivals(): Promise<Festival[]> {
  const res = await fetch(`${process.env.API_BASE_URL}/festivals`, { next: { revalidate: 3600 } });
  if (!res.ok) throw new Error(`festivals: ${res.status}`);
  return res.json();
}
