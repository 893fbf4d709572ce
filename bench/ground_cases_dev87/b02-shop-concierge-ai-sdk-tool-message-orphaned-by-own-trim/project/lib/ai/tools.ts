import { tool } from 'ai';
import { z } from 'zod';

import { searchFaqEntries } from '@/lib/faq';
import { findOrder } from '@/lib/orders';

export const tools = {
  lookupOrder: tool({
    description: '注文番号から注文の状況 (発送状況・配送予定日) を取得する',
    inputSchema: z.object({
      orderId: z
        .string()
        .describe('注文番号 (例: KM-240815-0032)。先頭の # や空白は付けずに渡すこと'),
    }),
    execute: async ({ orderId }) => {
      const normalized = orderId.trim().replace(/^[#＃]+/, '');
      const order = await findOrder(normalized);
      if (!order) return { found: false as const };
      return {
        found: true as const,
        status: order.status,
        shippedAt: order.shippedAt,
        eta: order.eta,
        carrier: order.carrier,
      };
    },
  }),

  searchFaq: tool({
    description: 'よくある質問 (返品・送料・支払い方法など) をキーワードで検索する',
    inputSchema: z.object({
      query: z.string().min(1).describe('検索キーワード'),
    }),
    execute: async ({ query }) => {
      const hits = searchFaqEntries(query, 3);
      return hits.map((h) => ({ question: h.question, answer: h.answer }));
    },
  }),
};
