package cron

import "time"

// maxLookahead bounds the search; an expression such as "0 0 31 2 *" never fires.
const maxLookahead = 4 * 366 * 24 * time.Hour

// Next returns the first minute strictly after t at which s fires, or the zero
// time if there is none within four years.
func (s *Schedule) Next(t time.Time) time.Time {
	t = t.Truncate(time.Minute).Add(time.Minute)
	end := t.Add(maxLookahead)
	for t.Before(end) {
		if !s.Month[int(t.Month())] {
			t = time.Date(t.Year(), t.Month()+1, 1, 0, 0, 0, 0, t.Location())
			continue
		}
		if !s.matchDay(t) {
			t = time.Date(t.Year(), t.Month(), t.Day()+1, 0, 0, 0, 0, t.Location())
			continue
		}
		if !s.Hour[t.Hour()] {
			t = t.Truncate(time.Hour).Add(time.Hour)
			continue
		}
		if !s.Minute[t.Minute()] {
			t = t.Add(time.Minute)
			continue
		}
		return t
	}
	return time.Time{}
}

// matchDay applies the day-of-month / day-of-week rule: when both fields are
// restricted a day matches if either does (as in Vixie cron).
func (s *Schedule) matchDay(t time.Time) bool {
	domOK := s.Dom[t.Day()]
	dowOK := s.Dow[int(t.Weekday())]
	switch {
	case s.DomStar && s.DowStar:
		return true
	case s.DomStar:
		return dowOK
	case s.DowStar:
		return domOK
	}
	return domOK && dowOK
}
