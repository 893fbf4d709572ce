export type Post = {
  id: number;
  title: string;
  slug: string;
  status: "draft" | "published";
  tags: string[];
  updatedAt: string;
};

type RawPost = {
  id: number;
  title: string;
  slug: string;
  status: "draft" | "published";
  tags: string[];
  updated_at: string;
};

export function toPost(raw: RawPost): Post {
  return {
    id: raw.id,
    title: raw.title,
    slug: raw.slug,
    status: raw.status,
    tags: raw.tags,
    updatedAt: raw.updated_at,
  };
}

async function getJSON<T>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: "include" });
  if (!res.ok) throw new Error(`${res.status} ${res.statusText} for ${url}`);
  return res.json() as Promise<T>;
}

export async function fetchPosts(): Promise<Post[]> {
  const raw = await getJSON<RawPost[]>("/api/v2/posts?status=published");
  return raw.map(toPost);
}

export async function fetchPost(id: number): Promise<Post> {
  return toPost(await getJSON<RawPost>(`/api/v2/posts/${id}`));
}

export { getJSON };
export type { RawPost };
