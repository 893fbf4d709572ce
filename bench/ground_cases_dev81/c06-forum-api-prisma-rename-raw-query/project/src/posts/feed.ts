import { prisma } from "../db.js";

export type FeedItem = { id: number; title: string; createdAt: Date };

const PAGE = 20;

// A user's published posts, newest first, keyset-paginated by createdAt.
export async function authorFeed(authorId: number, before?: Date): Promise<FeedItem[]> {
  const cursor = before ?? new Date("9999-12-31T00:00:00Z");
  return prisma.$queryRaw<FeedItem[]>`
    SELECT id, title, "createdAt" FROM "Post"
    WHERE "authorId" = ${authorId} AND published = true AND "createdAt" < ${cursor}
    ORDER BY "createdAt" DESC
    LIMIT ${PAGE}`;
}

export async function latest(limit = PAGE): Promise<FeedItem[]> {
  return prisma.post.findMany({
    where: { published: true },
    orderBy: { createdAt: "desc" },
    take: limit,
    select: { id: true, title: true, createdAt: true },
  });
}
