import type { Person } from "../api/client";

export function ResultList({ people }: { people: Person[] }) {
  return (
    <ul className="result-list">
      {people.map((p) => (
        <li key={p.id} className="result-item">
          <img src={p.avatarUrl ?? "/avatar.svg"} alt="" width={32} height={32} />
          <div>
            <strong>{p.name}</strong>
            <span>{p.title} · {p.team} · {p.city}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
