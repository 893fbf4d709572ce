package booking

import "time"

type Room struct {
	ID       string `json:"id"`
	Name     string `json:"name"`
	Floor    int    `json:"floor"`
	Capacity int    `json:"capacity"`
	Office   string `json:"office"` // "tokyo" | "newyork"
}

type Booking struct {
	ID        string    `json:"id"`
	RoomID    string    `json:"room_id"`
	Title     string    `json:"title"`
	Organizer string    `json:"organizer"`
	Start     time.Time `json:"start"`
	End       time.Time `json:"end"`
	SeriesID  string    `json:"series_id,omitempty"`
}

type RecurringRequest struct {
	RoomID    string    `json:"room_id"`
	Title     string    `json:"title"`
	Organizer string    `json:"organizer"`
	Start     time.Time `json:"start"`
	End       time.Time `json:"end"`
	Until     time.Time `json:"until"`
	TimeZone  string    `json:"time_zone"`
}

func (b Booking) Overlaps(o Booking) bool {
	return b.RoomID == o.RoomID && b.Start.Before(o.End) && o.Start.Before(b.End)
}
