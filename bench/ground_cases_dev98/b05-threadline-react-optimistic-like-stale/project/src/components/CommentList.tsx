import { useState, type FormEvent } from "react";
import { useComments } from "../hooks/useComments";
import { LikeButton } from "./LikeButton";

export function CommentList({ postId }: { postId: string }) {
  const { comments, loading, error, addComment, toggleLike } = useComments(postId);
  const [draft, setDraft] = useState("");

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = draft.trim();
    if (!body) return;
    await addComment(body);
    setDraft("");
  }

  if (loading) return <p className="comments__loading">読み込み中…</p>;
  if (error) return <p role="alert">コメントを読み込めませんでした</p>;

  return (
    <section className="comments">
      {comments.length === 0 ? (
        <p className="comments__empty">まだコメントはありません</p>
      ) : (
        <ul className="comments__list">
          {comments.map((c) => (
            <li key={c.id} className="comment">
              <span className="comment__author">{c.author}</span>
              <p className="comment__body">{c.body}</p>
              <LikeButton comment={c} onToggle={toggleLike} />
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="comments__form">
        <textarea value={draft} onChange={(e) => setDraft(e.target.value)} aria-label="コメント" />
        <button type="submit">送信</button>
      </form>
    </section>
  );
}
