import type { Comment } from "../api/client";

export interface CommentsState {
  order: string[];
  byId: Record<string, Comment>;
  loading: boolean;
  error: string | null;
}

export const initialState: CommentsState = { order: [], byId: {}, loading: true, error: null };

export type CommentsAction =
  | { type: "loaded"; comments: Comment[] }
  | { type: "load_failed"; error: string }
  | { type: "added"; comment: Comment }
  | { type: "like_toggled"; id: string }
  | { type: "remote_likes"; id: string; likes: number }
  | { type: "like_confirmed"; id: string; likes: number; liked: boolean }
  | { type: "like_rolled_back"; id: string; likes: number; liked: boolean };

function withComment(state: CommentsState, comment: Comment): CommentsState {
  return { ...state, byId: { ...state.byId, [comment.id]: comment } };
}

export function commentsReducer(state: CommentsState, action: CommentsAction): CommentsState {
  switch (action.type) {
    case "loaded": {
      const byId: Record<string, Comment> = {};
      for (const c of action.comments) byId[c.id] = c;
      return { order: action.comments.map((c) => c.id), byId, loading: false, error: null };
    }
    case "load_failed":
      return { ...state, loading: false, error: action.error };
    case "added":
      // The live socket also announces our own comments: keep the first copy.
      if (state.byId[action.comment.id]) return state;
      return { ...withComment(state, action.comment), order: [...state.order, action.comment.id] };
    case "like_toggled": {
      const c = state.byId[action.id];
      if (!c) return state;
      const likedByMe = !c.likedByMe;
      return withComment(state, { ...c, likedByMe, likes: c.likes + (likedByMe ? 1 : -1) });
    }
    case "remote_likes": {
      // Someone else's like: only the count changes, likedByMe is ours.
      const c = state.byId[action.id];
      if (!c || c.likes === action.likes) return state;
      return withComment(state, { ...c, likes: action.likes });
    }
    case "like_confirmed":
    case "like_rolled_back": {
      const c = state.byId[action.id];
      if (!c) return state;
      return withComment(state, { ...c, likes: action.likes, likedByMe: action.liked });
    }
  }
}
