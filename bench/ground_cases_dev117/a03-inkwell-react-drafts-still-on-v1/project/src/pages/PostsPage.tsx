import { useEffect, useState } from "react";
import { Link } from "react-router-dom";

import { fetchPosts, type Post } from "../api/posts";
import { TagList } from "../components/TagList";

export function PostsPage() {
  const [posts, setPosts] = useState<Post[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tag, setTag] = useState<string | null>(null);
  const [query, setQuery] = useState("");

  useEffect(() => {
    fetchPosts().then(setPosts, (e: Error) => setError(e.message));
  }, []);

  const needle = query.trim().toLowerCase();
  const visible = (posts ?? [])
    .filter((p) => !tag || p.tags.includes(tag))
    .filter((p) => p.title.toLowerCase().includes(needle));

  if (error) return <p className="error">Could not load posts: {error}</p>;
  if (posts === null) {
    return (
      <section aria-busy="true">
        <h1>Posts</h1>
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="skeleton skeleton--row" />
        ))}
      </section>
    );
  }

  return (
    <section>
      <h1>Posts</h1>
      <input
        type="search"
        placeholder="Search titles"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {tag && (
        <button type="button" onClick={() => setTag(null)}>
          clear #{tag}
        </button>
      )}
      <ul className="post-list">
        {visible.map((p) => (
          <li key={p.id}>
            <Link to={`/posts/${p.id}`}>{p.title}</Link>
            <TagList tags={p.tags} onPick={setTag} />
          </li>
        ))}
      </ul>
    </section>
  );
}
