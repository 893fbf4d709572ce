package booking

import (
	"errors"
	"fmt"
	"time"
)

// Booking is one reservation of a meeting room. Start is inclusive, End exclusive.
type Booking struct {
	ID        int64
	Room      string
	Title     string
	Organizer string
	Start     time.Time
	End       time.Time
	SeriesID  int64
}

var (
	ErrInvalidRange = errors.New("end must be after start")
	ErrUnknownRoom  = errors.New("unknown room")
)

// ConflictError says which existing booking is in the way.
type ConflictError struct {
	Existing Booking
}

func (e *ConflictError) Error() string {
	return fmt.Sprintf("room %s already booked %s-%s (%s)", e.Existing.Room,
		e.Existing.Start.Format("15:04"), e.Existing.End.Format("15:04"), e.Existing.Title)
}

func (b Booking) Validate() error {
	if !b.End.After(b.Start) {
		return ErrInvalidRange
	}
	return nil
}

// Overlaps reports whether two bookings share any time.
func (b Booking) Overlaps(o Booking) bool {
	return b.Start.Before(o.End) && o.Start.Before(b.End)
}

func (b Booking) Duration() time.Duration {
	return b.End.Sub(b.Start)
}
