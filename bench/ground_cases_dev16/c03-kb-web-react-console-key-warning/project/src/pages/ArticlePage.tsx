import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

import { fetchArticle, type Article } from '../api/articles';
import { TagList } from '../components/TagList';

export default function ArticlePage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const [article, setArticle] = useState<Article | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    fetchArticle(Number(id))
      .then((a) => {
        if (!cancelled) setArticle(a);
      })
      .catch((e: Error) => {
        if (!cancelled) setError(e.message);
      });
    return () => {
      cancelled = true;
    };
  }, [id]);

  if (error) return <p className="error">加载失败：{error}</p>;
  if (!article) return <p className="loading">加载中…</p>;

  return (
    <article className="article">
      <h1>{article.title}</h1>
      <TagList tags={article.tags} onClick={(tag) => navigate(`/search?tag=${encodeURIComponent(tag)}`)} />
      <div className="article-body" dangerouslySetInnerHTML={{ __html: article.html }} />
      <p className="meta">
        {article.author} · {new Date(article.updatedAt).toLocaleString('zh-CN')}
      </p>
    </article>
  );
}
