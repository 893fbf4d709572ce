-- 004: time tracking
CREATE TABLE time_entries (
    id          BIGSERIAL PRIMARY KEY,
    user_id     BIGINT      NOT NULL REFERENCES users(id),
    project_id  BIGINT      NOT NULL REFERENCES projects(id),
    day         DATE        NOT NULL,
    minutes     INTEGER     NOT NULL CHECK (minutes > 0),
    note        TEXT,
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX time_entries_user_day_idx ON time_entries (user_id, day);
