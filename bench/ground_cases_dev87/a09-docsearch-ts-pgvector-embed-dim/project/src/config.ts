export const DATABASE_URL = process.env.DATABASE_URL ?? "postgres://localhost:5432/docsearch";

// Embeddings
export const EMBEDDING_MODEL = "text-embedding-3-large";
export const EMBED_DIM = 3072;
export const EMBED_BATCH = 96;

// Chunking (characters)
export const CHUNK_SIZE = 1800;
export const CHUNK_OVERLAP = 200;

// Search
export const DEFAULT_TOP_K = 8;
export const MIN_SIMILARITY = 0.25;
