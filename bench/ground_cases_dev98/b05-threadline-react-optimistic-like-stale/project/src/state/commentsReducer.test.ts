import { describe, expect, it } from "vitest";
import type { Comment } from "../api/client";
import { commentsReducer, initialState } from "./commentsReducer";

const c = (id: string, likes = 0, likedByMe = false): Comment => ({
  id,
  author: "mio",
  body: `comment ${id}`,
  likes,
  likedByMe,
  createdAt: "2025-11-01T00:00:00Z",
});

describe("commentsReducer", () => {
  it("stores loaded comments in order", () => {
    const s = commentsReducer(initialState, { type: "loaded", comments: [c("a"), c("b")] });
    expect(s.order).toEqual(["a", "b"]);
    expect(s.loading).toBe(false);
  });

  it("ignores a comment it already has", () => {
    const s1 = commentsReducer(initialState, { type: "loaded", comments: [c("a")] });
    const s2 = commentsReducer(s1, { type: "added", comment: c("a") });
    expect(s2).toBe(s1);
  });

  it("flips likedByMe and the count optimistically", () => {
    const s1 = commentsReducer(initialState, { type: "loaded", comments: [c("a", 3)] });
    const s2 = commentsReducer(s1, { type: "like_toggled", id: "a" });
    expect(s2.byId.a).toMatchObject({ likes: 4, likedByMe: true });
  });

  it("puts the given values back on rollback", () => {
    const s1 = commentsReducer(initialState, { type: "loaded", comments: [c("a", 4, true)] });
    const s2 = commentsReducer(s1, { type: "like_rolled_back", id: "a", likes: 3, liked: false });
    expect(s2.byId.a).toMatchObject({ likes: 3, likedByMe: false });
  });

  it("takes the count from a remote like but keeps likedByMe", () => {
    const s1 = commentsReducer(initialState, { type: "loaded", comments: [c("a", 3, true)] });
    const s2 = commentsReducer(s1, { type: "remote_likes", id: "a", likes: 7 });
    expect(s2.byId.a).toMatchObject({ likes: 7, likedByMe: true });
  });

  it("records a load error", () => {
    const s = commentsReducer(initialState, { type: "load_failed", error: "boom" });
    expect(s).toMatchObject({ loading: false, error: "boom" });
  });
});
