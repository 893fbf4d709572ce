"""Query embedding: hashed character trigrams, same as the offline indexer."""
import hashlib

import numpy as np

DIM = 256


def _trigrams(text: str) -> list[str]:
    t = f"  {text.lower().strip()}  "
    return [t[i:i + 3] for i in range(len(t) - 2)]


def embed_query(text: str) -> np.ndarray:
    vec = np.zeros(DIM, dtype=np.float32)
    for gram in _trigrams(text):
        h = int.from_bytes(hashlib.blake2b(gram.encode(), digest_size=4).digest(), "little")
        vec[h % DIM] += 1.0 if h & 0x80000000 else -1.0
    norm = np.linalg.norm(vec)
    return vec / norm if norm else vec
