import faq from '@/data/faq.json';

export interface FaqEntry {
  question: string;
  answer: string;
  keywords: string[];
}

const entries = faq as FaqEntry[];

export function searchFaqEntries(query: string, limit = 3): FaqEntry[] {
  const words = query.split(/\s+/).filter(Boolean);
  const scored = entries
    .map((entry) => ({
      entry,
      score: words.filter(
        (w) => entry.question.includes(w) || entry.keywords.some((k) => k.includes(w)),
      ).length,
    }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score);
  return scored.slice(0, limit).map((s) => s.entry);
}
