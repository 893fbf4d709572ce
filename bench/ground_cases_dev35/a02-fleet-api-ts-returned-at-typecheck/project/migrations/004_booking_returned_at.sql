ALTER TABLE bookings ADD COLUMN returned_at timestamptz;

ALTER TABLE bookings DROP CONSTRAINT bookings_status_check;
ALTER TABLE bookings ADD CONSTRAINT bookings_status_check
  CHECK (status IN ('pending', 'active', 'returned', 'cancelled'));

ALTER TABLE bookings ADD CONSTRAINT bookings_returned_at_check
  CHECK ((status = 'returned') = (returned_at IS NOT NULL));
