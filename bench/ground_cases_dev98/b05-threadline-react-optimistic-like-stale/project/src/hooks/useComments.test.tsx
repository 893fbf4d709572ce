import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiError, type Api, type Comment } from "../api/client";
import { useComments } from "./useComments";

const c1: Comment = { id: "c1", author: "mio", body: "nice", likes: 3, likedByMe: false, createdAt: "2025-11-01T00:00:00Z" };

function fakeApi(overrides: Partial<Api> = {}): Api {
  return {
    listComments: vi.fn().mockResolvedValue([c1]),
    addComment: vi.fn().mockResolvedValue({ ...c1, id: "c2", body: "new", likes: 0 }),
    like: vi.fn().mockResolvedValue({ likes: 4 }),
    unlike: vi.fn().mockResolvedValue({ likes: 3 }),
    ...overrides,
  };
}

describe("useComments", () => {
  it("loads comments", async () => {
    const { result } = renderHook(() => useComments("p1", fakeApi(), false));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.comments).toEqual([c1]);
  });

  it("adds a comment", async () => {
    const { result } = renderHook(() => useComments("p1", fakeApi(), false));
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(() => result.current.addComment("new"));
    expect(result.current.comments.map((c) => c.id)).toEqual(["c1", "c2"]);
  });

  it("rolls back on 409", async () => {
    const api = fakeApi({ like: vi.fn().mockRejectedValue(new ApiError(409, "already liked")) });
    const { result } = renderHook(() => useComments("p1", api, false));
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(() => result.current.toggleLike("c1"));
    expect(api.like).toHaveBeenCalledWith("c1");
    expect(result.current.comments[0]).toMatchObject({ likes: 3, likedByMe: false });
  });
});
