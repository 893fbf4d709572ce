package booking

import (
	"errors"
	"time"
)

var (
	ErrConflict     = errors.New("room already booked for that time")
	ErrInvalidRange = errors.New("end must be after start")
	ErrTooLong      = errors.New("bookings are limited to 8 hours")
)

const MaxDuration = 8 * time.Hour

type Booking struct {
	ID        int64     `json:"id"`
	RoomID    int64     `json:"room_id"`
	Organizer string    `json:"organizer"`
	Title     string    `json:"title"`
	StartsAt  time.Time `json:"starts_at"`
	EndsAt    time.Time `json:"ends_at"`
	Status    string    `json:"status"`
}

// Overlaps reports whether two half-open intervals [aStart, aEnd) and [bStart, bEnd) intersect.
func Overlaps(aStart, aEnd, bStart, bEnd time.Time) bool {
	return aStart.Before(bEnd) && bStart.Before(aEnd)
}

func (b Booking) Validate() error {
	if !b.EndsAt.After(b.StartsAt) {
		return ErrInvalidRange
	}
	if b.EndsAt.Sub(b.StartsAt) > MaxDuration {
		return ErrTooLong
	}
	return nil
}
