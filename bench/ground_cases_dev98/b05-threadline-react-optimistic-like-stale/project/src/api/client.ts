export class ApiError extends Error {
  constructor(
    public status: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export interface Comment {
  id: string;
  author: string;
  body: string;
  likes: number;
  likedByMe: boolean;
  createdAt: string;
}

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`/api${path}`, {
    headers: { "Content-Type": "application/json" },
    credentials: "include",
    ...init,
  });
  if (!res.ok) {
    throw new ApiError(res.status, await res.text());
  }
  return (await res.json()) as T;
}

export const api = {
  listComments: (postId: string) => request<Comment[]>(`/posts/${postId}/comments`),
  addComment: (postId: string, body: string) =>
    request<Comment>(`/posts/${postId}/comments`, { method: "POST", body: JSON.stringify({ body }) }),
  like: (commentId: string) => request<{ likes: number }>(`/comments/${commentId}/like`, { method: "PUT" }),
  unlike: (commentId: string) => request<{ likes: number }>(`/comments/${commentId}/like`, { method: "DELETE" }),
};

export type Api = typeof api;
