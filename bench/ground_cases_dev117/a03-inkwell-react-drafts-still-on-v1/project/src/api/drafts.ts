import { getJSON, toPost, type Post, type RawPost } from "./posts";

// Drafts live under their own route because only editors may list them.
export async function fetchDrafts(authorId?: number): Promise<Post[]> {
  const query = authorId ? `?author=${authorId}` : "";
  const raw = await getJSON<RawPost[]>(`/api/v1/drafts${query}`);
  return raw.map(toPost);
}

export async function discardDraft(id: number): Promise<void> {
  const res = await fetch(`/api/v1/drafts/${id}`, { method: "DELETE", credentials: "include" });
  if (!res.ok) throw new Error(`could not discard draft ${id}: ${res.status}`);
}

export function sortByUpdated(posts: Post[]): Post[] {
  return [...posts].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

export function draftAge(post: Post, now: Date = new Date()): string {
  const days = Math.floor((now.getTime() - new Date(post.updatedAt).getTime()) / 86_400_000);
  if (days <= 0) return "today";
  if (days === 1) return "yesterday";
  return `${days} days ago`;
}
