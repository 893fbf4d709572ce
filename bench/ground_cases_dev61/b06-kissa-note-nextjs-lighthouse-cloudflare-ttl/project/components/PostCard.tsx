import Link from "next/link";
import type { Post } from "@/lib/posts";

type Props = { post: Post };

const dateFmt = new Intl.DateTimeFormat("ja-JP", { year: "numeric", month: "long", day: "numeric" });

export function PostCard({ post }: Props) {
  return (
    <article className="post-card">
      <Link href={`/posts/${post.slug}`}>
        <img
          src={post.cover}
          alt={post.coverAlt}
          width={640}
          height={427}
          loading="lazy"
          decoding="async"
          className="post-card__cover"
        />
        <h2 className="post-card__title">{post.title}</h2>
      </Link>
      <p className="post-card__meta">
        {post.prefecture} ・ <time dateTime={post.date}>{dateFmt.format(new Date(post.date))}</time>
      </p>
      <p className="post-card__excerpt">{post.excerpt}</p>
    </article>
  );
}

export function PostCardList({ posts }: { posts: Post[] }) {
  return (
    <div className="post-grid">
      {posts.map((p) => (
        <PostCard key={p.slug} post={p} />
      ))}
    </div>
  );
}
