-- 読書進捗 (何ページまで読んだかの記録)
CREATE TABLE reading_progress (
    id          BIGSERIAL PRIMARY KEY,
    user_id     BIGINT      NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    book_id     BIGINT      NOT NULL REFERENCES books(id),
    page        INTEGER     NOT NULL CHECK (page >= 0),
    note        TEXT,
    recorded_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX reading_progress_user_book_idx ON reading_progress (user_id, book_id, recorded_at DESC);
