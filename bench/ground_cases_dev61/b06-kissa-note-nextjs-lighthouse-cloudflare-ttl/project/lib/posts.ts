import fs from "node:fs/promises";
import path from "node:path";
import matter from "gray-matter";

export type Post = {
  slug: string;
  title: string;
  date: string;
  prefecture: string;
  cover: string;
  coverAlt: string;
  excerpt: string;
};

const POSTS_DIR = path.join(process.cwd(), "content", "posts");

export async function allPosts(): Promise<Post[]> {
  const files = (await fs.readdir(POSTS_DIR)).filter((f) => f.endsWith(".md"));
  const posts = await Promise.all(
    files.map(async (file) => {
      const raw = await fs.readFile(path.join(POSTS_DIR, file), "utf8");
      const { data, content } = matter(raw);
      return {
        slug: file.replace(/\.md$/, ""),
        title: data.title,
        date: data.date,
        prefecture: data.prefecture,
        cover: data.cover,
        coverAlt: data.coverAlt ?? "",
        excerpt: content.slice(0, 120).replace(/\s+/g, " "),
      } satisfies Post;
    }),
  );
  return posts.sort((a, b) => b.date.localeCompare(a.date));
}

export async function latestPosts(n: number): Promise<Post[]> {
  return (await allPosts()).slice(0, n);
}
