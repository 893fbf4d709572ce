import { Hero } from "@/components/Hero";
import { PostCard } from "@/components/PostCard";
import { latestPosts } from "@/lib/posts";

export default async function Home() {
  const posts = await latestPosts(12);
  return (
    <>
      <Hero />
      <section className="post-grid">
        {posts.map((post) => (
          <PostCard key={post.slug} post={post} />
        ))}
      </section>
    </>
  );
}
