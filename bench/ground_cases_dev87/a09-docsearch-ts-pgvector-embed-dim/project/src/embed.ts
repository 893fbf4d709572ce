import OpenAI from "openai";
import { EMBED_BATCH, EMBED_DIM, EMBEDDING_MODEL } from "./config.js";

const client = new OpenAI();

/** Embed texts in batches; returns one vector per input, in order. */
export async function embedAll(texts: string[]): Promise<number[][]> {
  const out: number[][] = [];
  for (let i = 0; i < texts.length; i += EMBED_BATCH) {
    const batch = texts.slice(i, i + EMBED_BATCH);
    const res = await client.embeddings.create({
      model: EMBEDDING_MODEL,
      input: batch,
      dimensions: EMBED_DIM,
    });
    for (const item of res.data.sort((a, b) => a.index - b.index)) {
      out.push(item.embedding);
    }
  }
  return out;
}

export async function embedQuery(text: string): Promise<number[]> {
  const [vector] = await embedAll([text]);
  return vector;
}
