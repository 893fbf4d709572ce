export type Suggestion = {
  text: string;
  score: number;
};

function normalize(s: string): string {
  return s.normalize("NFKC").trim().toLowerCase();
}

export function suggest(words: string[], q: string, limit = 8): Suggestion[] {
  const needle = normalize(q);
  if (!needle) return [];
  const out: Suggestion[] = [];
  for (const w of words) {
    const hay = normalize(w);
    if (hay.startsWith(needle)) {
      out.push({ text: w, score: 2 - hay.length / 100 });
    } else if (hay.includes(needle)) {
      out.push({ text: w, score: 1 - hay.length / 100 });
    }
  }
  return out.sort((a, b) => b.score - a.score).slice(0, limit);
}
