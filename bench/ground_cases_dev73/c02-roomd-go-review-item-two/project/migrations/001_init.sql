CREATE TABLE rooms (
    id          BIGSERIAL PRIMARY KEY,
    name        TEXT NOT NULL,
    capacity    INT  NOT NULL,
    location    TEXT NOT NULL DEFAULT 'Asia/Shanghai'
);

CREATE TABLE bookings (
    id          BIGSERIAL PRIMARY KEY,
    room_id     BIGINT NOT NULL REFERENCES rooms(id),
    organizer   TEXT NOT NULL,
    title       TEXT NOT NULL,
    starts_at   TIMESTAMPTZ NOT NULL,
    ends_at     TIMESTAMPTZ NOT NULL,
    status      TEXT NOT NULL DEFAULT 'confirmed',
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX bookings_room_time ON bookings (room_id, starts_at);
