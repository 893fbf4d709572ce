import { useDeferredValue, useState } from "react";
import type { Member } from "../types";
import { usePagination } from "../hooks/usePagination";
import { lastSeen } from "../lib/format";
import { SearchBar } from "./SearchBar";
import { Pager } from "./Pager";

export function MemberList({ members }: { members: Member[] }) {
  const [query, setQuery] = useState("");
  const deferredQuery = useDeferredValue(query);
  const q = deferredQuery.trim().toLowerCase();
  const filtered = q ? members.filter((m) => m.name.toLowerCase().includes(q) || m.email.includes(q)) : members;
  const pager = usePagination(filtered, 25);

  return (
    <section className="member-list">
      <SearchBar value={query} onChange={setQuery} />
      <table>
        <thead>
          <tr><th>Name</th><th>Email</th><th>Role</th><th>Last seen</th></tr>
        </thead>
        <tbody>
          {pager.items.map((m) => (
            <tr key={m.id}>
              <td>{m.name}</td>
              <td>{m.email}</td>
              <td>{m.role}</td>
              <td title={m.lastSeenAt ?? undefined}>{lastSeen(m.lastSeenAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={pager.page} pageCount={pager.pageCount} onPrev={pager.prev} onNext={pager.next} />
    </section>
  );
}
