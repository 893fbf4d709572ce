import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { searchArticles, type Article } from '../api/articles';
import { ArticleModal } from '../components/ArticleModal';

export default function SearchPage() {
  const [params] = useSearchParams();
  const [items, setItems] = useState<Article[]>([]);
  const [open, setOpen] = useState<Article | null>(null);

  useEffect(() => {
    searchArticles({ q: params.get('q') ?? undefined, tag: params.get('tag') ?? undefined }).then((r) =>
      setItems(r.items),
    );
  }, [params]);

  return (
    <section className="search">
      <ul className="results">
        {items.map((a) => (
          <li key={a.id} onClick={() => setOpen(a)}>
            <h3>{a.title}</h3>
            <p>{a.summary}</p>
          </li>
        ))}
      </ul>
      {open && <ArticleModal article={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
