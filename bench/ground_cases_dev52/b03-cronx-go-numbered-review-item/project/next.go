package cronx

import "time"

// Next returns the first time strictly after `after` that matches the schedule,
// expressed in the schedule's location.
func (s *Schedule) Next(after time.Time) (time.Time, error) {
	t := after.In(s.Location).Truncate(time.Minute).Add(time.Minute)
	limit := t.AddDate(5, 0, 0)

	for t.Before(limit) {
		if !has(s.Month, int(t.Month())) {
			t = time.Date(t.Year(), t.Month()+1, 1, 0, 0, 0, 0, s.Location)
			continue
		}
		if !s.dayMatches(t) {
			// Step by calendar day, not by 24h: DST days are 23 or 25 hours long (#63).
			t = time.Date(t.Year(), t.Month(), t.Day()+1, 0, 0, 0, 0, s.Location)
			continue
		}
		if !has(s.Hour, t.Hour()) {
			// Truncate works on absolute time, which is wrong for zones with
			// half-hour offsets; rebuild the hour in the schedule's location.
			t = time.Date(t.Year(), t.Month(), t.Day(), t.Hour(), 0, 0, 0, s.Location).Add(time.Hour)
			continue
		}
		if !has(s.Minute, t.Minute()) {
			t = t.Add(time.Minute)
			continue
		}
		return t, nil
	}
	return time.Time{}, ErrNoNext
}

// NextN returns the next n run times after `after`.
func (s *Schedule) NextN(after time.Time, n int) ([]time.Time, error) {
	out := make([]time.Time, 0, n)
	for len(out) < n {
		t, err := s.Next(after)
		if err != nil {
			return out, err
		}
		out = append(out, t)
		after = t
	}
	return out, nil
}

// dayMatches reports whether t's day satisfies the day-of-month and
// day-of-week fields.
func (s *Schedule) dayMatches(t time.Time) bool {
	domOK := has(s.Dom, t.Day())
	dowOK := has(s.Dow, int(t.Weekday()))
	return domOK && dowOK
}
