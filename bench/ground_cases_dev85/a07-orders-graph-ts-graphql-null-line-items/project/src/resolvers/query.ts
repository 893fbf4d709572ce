import type { Context } from "../context.js";
import type { OrderRow } from "../db.js";

const encode = (id: number) => Buffer.from(`order:${id}`).toString("base64url");
const decode = (cursor: string) => Number(Buffer.from(cursor, "base64url").toString().split(":")[1]);

export const Query = {
  async orders(_: unknown, args: { first: number; after?: string }, ctx: Context) {
    const first = Math.min(Math.max(args.first, 1), 100);
    let q = ctx.db<OrderRow>("orders").orderBy("id", "desc").limit(first + 1);
    if (args.after) q = q.where("id", "<", decode(args.after));
    const rows = await q;
    const page = rows.slice(0, first);
    return {
      edges: page.map((row) => ({ cursor: encode(row.id), node: row })),
      pageInfo: { hasNextPage: rows.length > first, endCursor: page.length ? encode(page[page.length - 1].id) : null },
    };
  },

  async order(_: unknown, args: { id: string }, ctx: Context) {
    return (await ctx.db<OrderRow>("orders").where("id", Number(args.id)).first()) ?? null;
  },
};
