CREATE TABLE bookings (
    id          SERIAL PRIMARY KEY,
    room_id     INTEGER NOT NULL REFERENCES rooms(id),
    user_id     TEXT NOT NULL,
    starts_at   TIMESTAMP NOT NULL,
    ends_at     TIMESTAMP NOT NULL,
    status      TEXT NOT NULL DEFAULT 'confirmed' CHECK (status IN ('confirmed', 'cancelled')),
    created_at  TIMESTAMP NOT NULL DEFAULT now(),
    CHECK (ends_at > starts_at)
);

CREATE INDEX bookings_room_time ON bookings (room_id, starts_at);
