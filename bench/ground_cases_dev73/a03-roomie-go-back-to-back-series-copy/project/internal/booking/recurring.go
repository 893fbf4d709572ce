package booking

import (
	"fmt"
	"time"
)

// Series is a weekly recurring booking, e.g. a team standup.
type Series struct {
	Room       string
	Title      string
	Organizer  string
	FirstStart time.Time
	Length     time.Duration
	Weeks      int
}

// Occurrences expands the series into single bookings, one per week. Wall-clock time is
// kept across DST changes because AddDate works in the location of FirstStart.
func (s Series) Occurrences() []Booking {
	out := make([]Booking, 0, s.Weeks)
	for w := 0; w < s.Weeks; w++ {
		start := s.FirstStart.AddDate(0, 0, 7*w)
		out = append(out, Booking{Room: s.Room, Title: s.Title, Organizer: s.Organizer, Start: start, End: start.Add(s.Length)})
	}
	return out
}

// CreateSeries books every occurrence or none: all occurrences are checked first.
func (s *Store) CreateSeries(series Series) ([]Booking, error) {
	occ := series.Occurrences()
	s.mu.Lock()
	existing, ok := s.rooms[series.Room]
	if !ok {
		s.mu.Unlock()
		return nil, ErrUnknownRoom
	}
	for _, o := range occ {
		for _, e := range existing {
			if overlaps(o.Start, o.End, e.Start, e.End) {
				s.mu.Unlock()
				return nil, fmt.Errorf("conflict on %s: %w", o.Start.Format("2006-01-02"), &ConflictError{Existing: e})
			}
		}
	}
	s.nextID++
	seriesID := s.nextID
	var created []Booking
	for _, o := range occ {
		s.nextID++
		o.ID, o.SeriesID = s.nextID, seriesID
		s.insert(o)
		created = append(created, o)
	}
	s.mu.Unlock()
	return created, nil
}

// overlaps is the interval test for the series path (kept separate so the loop above
// doesn't build a Booking per comparison).
func overlaps(aStart, aEnd, bStart, bEnd time.Time) bool {
	return !aStart.After(bEnd) && !bStart.After(aEnd)
}
