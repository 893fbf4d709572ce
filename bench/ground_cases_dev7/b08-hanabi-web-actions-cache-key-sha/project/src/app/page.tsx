import { listFestivals } from "@/lib/festivals";

export default async function Home() {
  const festivals = await listFestivals();
  return (
    <main>
      <h1>今年の花火大会</h1>
      <ul>
        {festivals.map((f) => (
          <li key={f.id}>
            {f.date} {f.name}（{f.prefecture}）
          </li>
        ))}
      </ul>
    </main>
  );
}
