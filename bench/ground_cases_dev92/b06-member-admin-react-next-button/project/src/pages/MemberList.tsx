import { useState } from "react";
import { Pager } from "../components/Pager";
import { useMemberSearch } from "../hooks/useMemberSearch";

const PLAN_LABEL = { free: "無料", standard: "標準", premium: "プレミアム" } as const;

export function MemberList() {
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const { data, loading, error } = useMemberSearch(query, page);

  return (
    <section>
      <h1>会員一覧</h1>
      <input
        type="search"
        placeholder="名前・メールで検索"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setPage(1);
        }}
      />
      {error && <p className="error">{error}</p>}
      {loading && <p>読み込み中…</p>}
      <table>
        <tbody>
          {data?.items.map((m) => (
            <tr key={m.id}>
              <td>{m.name}</td>
              <td>{m.email}</td>
              <td>{PLAN_LABEL[m.plan]}</td>
              <td>{new Date(m.joinedAt).toLocaleDateString("ja-JP")}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {data && <Pager page={page} totalPages={data.totalPages} onChange={setPage} />}
    </section>
  );
}
