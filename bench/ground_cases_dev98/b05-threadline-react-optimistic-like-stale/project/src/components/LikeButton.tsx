import { useState } from "react";
import type { Comment } from "../api/client";

interface Props {
  comment: Comment;
  onToggle: (id: string) => Promise<void>;
}

export function LikeButton({ comment, onToggle }: Props) {
  const [busy, setBusy] = useState(false);

  async function handleClick() {
    if (busy) return;
    setBusy(true);
    try {
      await onToggle(comment.id);
    } catch (err) {
      console.error("like failed", err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={comment.likedByMe ? "like like--on" : "like"}
      onClick={handleClick}
      disabled={busy}
      aria-pressed={comment.likedByMe}
      aria-label={`いいね ${comment.likes} 件`}
      title={comment.likedByMe ? "いいねを取り消す" : "いいね"}
    >
      ♥ <span className="like__count">{comment.likes}</span>
    </button>
  );
}
