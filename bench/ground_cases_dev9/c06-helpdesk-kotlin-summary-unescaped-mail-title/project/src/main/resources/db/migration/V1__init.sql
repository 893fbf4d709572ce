CREATE TABLE agents (
    id     BIGSERIAL PRIMARY KEY,
    name   VARCHAR(50)  NOT NULL,
    email  VARCHAR(255) NOT NULL UNIQUE,
    active BOOLEAN      NOT NULL DEFAULT TRUE
);

CREATE TABLE tickets (
    id             BIGSERIAL PRIMARY KEY,
    title          VARCHAR(200) NOT NULL,
    description    TEXT         NOT NULL DEFAULT '',
    reporter_name  VARCHAR(50)  NOT NULL,
    reporter_email VARCHAR(255) NOT NULL,
    priority       VARCHAR(16)  NOT NULL DEFAULT 'NORMAL',
    status         VARCHAR(24)  NOT NULL DEFAULT 'OPEN',
    assignee_id    BIGINT REFERENCES agents (id),
    created_at     TIMESTAMPTZ  NOT NULL DEFAULT now(),
    updated_at     TIMESTAMPTZ  NOT NULL DEFAULT now()
);
