import { useEffect, useState } from "react";
import { api, Member } from "../api/client";
import { useDebounce } from "../hooks/useDebounce";

interface Props {
  onSelect: (member: Member) => void;
}

export function MemberSearch({ onSelect }: Props) {
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<Member[]>([]);
  const debounced = useDebounce(query);

  useEffect(() => {
    if (debounced.length < 2) {
      setResults([]);
      return;
    }
    api<Member[]>(`/members?q=${encodeURIComponent(debounced)}`).then(setResults);
  }, [debounced]);

  return (
    <div className="member-search">
      <input value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Find a teammate" />
      <ul>
        {results.map((m) => (
          <li key={m.id}>
            <button type="button" onClick={() => onSelect(m)}>{m.name}</button>
          </li>
        ))}
      </ul>
    </div>
  );
}
