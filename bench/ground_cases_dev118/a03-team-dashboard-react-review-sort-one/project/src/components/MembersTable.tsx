import { useState } from "react";
import type { Member } from "../hooks/useMembers";
import { formatJoined, initials, roleLabel } from "../lib/format";

type SortKey = "name" | "joinedAt";

interface Props {
  members: Member[];
  onSelect: (member: Member) => void;
}

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

// Module level on purpose: declared inside MembersTable it remounted (and lost focus) on every keystroke.
function SearchBox({ value, onChange }: SearchBoxProps) {
  return (
    <input
      className="search"
      placeholder="Filter by name or email"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export function MembersTable({ members, onSelect }: Props) {
  const [query, setQuery] = useState("");
  const [sortKey, setSortKey] = useState<SortKey>("name");

  const q = query.trim().toLowerCase();
  const visible = members.filter(
    (m) => m.name.toLowerCase().includes(q) || m.email.toLowerCase().includes(q),
  );
  const sorted = visible === members
    ? visible
    : members.sort((a, b) => a[sortKey].localeCompare(b[sortKey])).filter((m) => visible.includes(m));

  return (
    <div className="members">
      <SearchBox value={query} onChange={setQuery} />
      <table>
        <thead>
          <tr>
            <th onClick={() => setSortKey("name")}>Name</th>
            <th>Role</th>
            <th onClick={() => setSortKey("joinedAt")}>Joined</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((m) => (
            <tr key={m.id} onClick={() => onSelect(m)}>
              <td>
                <span className="avatar">{initials(m.name)}</span>
                {m.name}
              </td>
              <td>{roleLabel(m.role)}</td>
              <td>{formatJoined(m.joinedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
