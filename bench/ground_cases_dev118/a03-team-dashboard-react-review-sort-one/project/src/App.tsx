import { useState } from "react";
import { MembersTable } from "./components/MembersTable";
import { useMembers, type Member } from "./hooks/useMembers";

const TEAMS = [
  { id: "core", name: "Core platform" },
  { id: "growth", name: "Growth" },
  { id: "mobile", name: "Mobile" },
];

export default function App() {
  const [teamId, setTeamId] = useState(TEAMS[0]!.id);
  const [selected, setSelected] = useState<Member | null>(null);
  const { members, loading, error } = useMembers(teamId);

  return (
    <main>
      <header>
        <select value={teamId} onChange={(e) => setTeamId(e.target.value)}>
          {TEAMS.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </header>
      {loading && <p>Loading…</p>}
      {error && <p className="error">Could not load members: {error}</p>}
      {!loading && !error && <MembersTable members={members} onSelect={setSelected} />}
      {selected && (
        <aside>
          <h2>{selected.name}</h2>
          <p>{selected.email}</p>
        </aside>
      )}
    </main>
  );
}
