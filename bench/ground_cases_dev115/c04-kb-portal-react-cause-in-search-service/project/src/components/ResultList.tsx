import type { SearchHit } from "../api/search";

interface Props {
  hits: SearchHit[];
  total: number;
}

/** Renders kb-search's `<em>` highlight markers as <mark>, without injecting HTML. */
function Highlight({ text }: { text: string }) {
  const parts = text.split(/<\/?em>/);
  return <>{parts.map((part, i) => (i % 2 === 1 ? <mark key={i}>{part}</mark> : part))}</>;
}

export function ResultList({ hits, total }: Props) {
  if (hits.length === 0) {
    return <p className="empty">没有找到相关内容，换个关键词试试</p>;
  }
  return (
    <section>
      <p className="count">共 {total} 条</p>
      <ul className="results">
        {hits.map((h) => (
          <li key={h.id}>
            <a href={h.url}>{h.title}</a>
            <p className="snippet">
              <Highlight text={h.snippet} />
            </p>
            <time dateTime={h.updatedAt}>{new Date(h.updatedAt).toLocaleDateString("zh-CN")}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}
