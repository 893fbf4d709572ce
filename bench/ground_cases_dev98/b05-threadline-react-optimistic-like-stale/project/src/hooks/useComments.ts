import { useCallback, useEffect, useReducer } from "react";
import { api as defaultApi, type Api } from "../api/client";
import { connectLive } from "../live/socket";
import { commentsReducer, initialState } from "../state/commentsReducer";
import { useLike } from "./useLike";

export function useComments(postId: string, api: Api = defaultApi, live = true) {
  const [state, dispatch] = useReducer(commentsReducer, initialState);
  const { toggleLike } = useLike(state, dispatch, api);

  useEffect(() => {
    let cancelled = false;
    api.listComments(postId).then(
      (comments) => {
        if (!cancelled) dispatch({ type: "loaded", comments });
      },
      (err: unknown) => {
        if (!cancelled) dispatch({ type: "load_failed", error: String(err) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, postId]);

  useEffect(() => (live ? connectLive(postId, dispatch) : undefined), [postId, live]);

  const addComment = useCallback(
    async (body: string) => {
      const comment = await api.addComment(postId, body);
      dispatch({ type: "added", comment });
    },
    [api, postId],
  );

  return {
    comments: state.order.map((id) => state.byId[id]),
    loading: state.loading,
    error: state.error,
    addComment,
    toggleLike,
  };
}
