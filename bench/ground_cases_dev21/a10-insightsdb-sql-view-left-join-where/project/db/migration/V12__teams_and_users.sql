-- Teams and their members. Archived teams are kept for billing history.
CREATE TABLE teams (
    id          BIGSERIAL PRIMARY KEY,
    name        TEXT        NOT NULL UNIQUE,
    plan        TEXT        NOT NULL DEFAULT 'starter',
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    archived_at TIMESTAMPTZ
);

CREATE TABLE users (
    id         BIGSERIAL PRIMARY KEY,
    team_id    BIGINT      NOT NULL REFERENCES teams (id),
    email      TEXT        NOT NULL UNIQUE,
    role       TEXT        NOT NULL DEFAULT 'member',
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    disabled   BOOLEAN     NOT NULL DEFAULT false
);

CREATE INDEX users_team_id_idx ON users (team_id);

COMMENT ON COLUMN teams.archived_at IS 'set when the customer cancels; archived teams are hidden from dashboards';
COMMENT ON COLUMN users.role IS 'owner | admin | member';

-- seed rows for local development are in db/seed/dev.sql, not here
