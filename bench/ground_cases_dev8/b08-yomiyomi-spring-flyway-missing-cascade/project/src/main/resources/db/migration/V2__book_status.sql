-- 積読 / 読書中 / 読了
ALTER TABLE books ADD COLUMN status TEXT NOT NULL DEFAULT 'unread'
    CHECK (status IN ('unread', 'reading', 'finished'));
ALTER TABLE books ADD COLUMN finished_on DATE;
