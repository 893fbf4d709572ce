import type { Comment } from "../api/client";
import type { CommentsAction } from "../state/commentsReducer";

type LiveEvent =
  | { type: "comment_added"; comment: Comment }
  | { type: "like_count"; commentId: string; likes: number };

/**
 * Subscribes to a post's live events and feeds them to the reducer.
 * Reconnects with exponential backoff (1s, 2s, 4s … capped at 30s).
 * Returns a function that closes the socket for good.
 */
export function connectLive(postId: string, dispatch: (action: CommentsAction) => void): () => void {
  let ws: WebSocket | null = null;
  let closed = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function open() {
    ws = new WebSocket(`${location.origin.replace(/^http/, "ws")}/live/posts/${postId}`);
    ws.onopen = () => {
      attempt = 0;
    };
    ws.onmessage = (e: MessageEvent<string>) => {
      const event = JSON.parse(e.data) as LiveEvent;
      switch (event.type) {
        case "comment_added":
          dispatch({ type: "added", comment: event.comment });
          break;
        case "like_count":
          dispatch({ type: "remote_likes", id: event.commentId, likes: event.likes });
          break;
      }
    };
    ws.onclose = () => {
      if (closed) return;
      const delay = Math.min(30_000, 1000 * 2 ** attempt++);
      timer = setTimeout(open, delay);
    };
  }

  open();
  return () => {
    closed = true;
    clearTimeout(timer);
    ws?.close();
  };
}
