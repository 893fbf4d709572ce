CREATE TABLE doctor_schedules (
    id           BIGSERIAL PRIMARY KEY,
    doctor_id    BIGINT      NOT NULL REFERENCES doctors (id) ON DELETE CASCADE,
    weekday      SMALLINT    NOT NULL, -- 1=月曜 … 7=日曜（java.time.DayOfWeek#getValue）
    starts_at    TIME        NOT NULL,
    ends_at      TIME        NOT NULL,
    slot_minutes SMALLINT    NOT NULL DEFAULT 15,
    created_by   BIGINT      REFERENCES staff_users (id),
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX idx_doctor_schedules_weekday ON doctor_schedules (weekday, doctor_id);
