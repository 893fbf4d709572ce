import { useCallback, type Dispatch } from "react";
import { ApiError, type Api } from "../api/client";
import type { CommentsAction, CommentsState } from "../state/commentsReducer";

/**
 * Likes for one post's comments.
 *
 * toggleLike is optimistic: the count changes at once and is put back if the
 * server refuses. A 409 (already liked or unliked in another tab) is not shown
 * to the user; anything else is rethrown for the button to report.
 */
export function useLike(state: CommentsState, dispatch: Dispatch<CommentsAction>, api: Api) {
  const toggleLike = useCallback(
    async (id: string) => {
      const prev = state.byId[id];
      if (!prev) return;
      dispatch({ type: "like_toggled", id });
      try {
        const { likes } = prev.likedByMe ? await api.unlike(id) : await api.like(id);
        dispatch({ type: "like_confirmed", id, likes, liked: !prev.likedByMe });
      } catch (err) {
        dispatch({ type: "like_rolled_back", id, liked: prev.likedByMe, likes: prev.likes });
        if (!(err instanceof ApiError && err.status === 409)) throw err;
      }
    },
    [api, dispatch],
  );

  return { toggleLike };
}
