package booking

import (
	"errors"
	"time"

	"github.com/google/uuid"
)

var (
	ErrBadRange       = errors.New("booking: until must be after start")
	ErrTooManyRepeats = errors.New("booking: a series may have at most 52 occurrences")
)

// MaxOccurrences caps one recurring request (one year of weekly meetings).
const MaxOccurrences = 52

// Expand turns a weekly recurring request into concrete bookings.
func Expand(req RecurringRequest) ([]Booking, error) {
	if !req.Until.After(req.Start) {
		return nil, ErrBadRange
	}
	if _, err := time.LoadLocation(req.TimeZone); err != nil {
		return nil, err
	}
	length := req.End.Sub(req.Start)
	series := uuid.NewString()

	var out []Booking
	next := req.Start.UTC()
	for !next.After(req.Until) {
		out = append(out, Booking{
			ID:        uuid.NewString(),
			RoomID:    req.RoomID,
			Title:     req.Title,
			Organizer: req.Organizer,
			Start:     next,
			End:       next.Add(length),
			SeriesID:  series,
		})
		if len(out) > MaxOccurrences {
			return nil, ErrTooManyRepeats
		}
		next = next.Add(7 * 24 * time.Hour)
	}
	return out, nil
}
