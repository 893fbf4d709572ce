// Package slots computes the delivery windows a customer can book.
package slots

import (
	"time"
)

// Slot is one bookable delivery window.
type Slot struct {
	ID    string    `json:"id"`
	Start time.Time `json:"start"`
	End   time.Time `json:"end"`
}

// DefaultCapacity is how many orders one delivery window takes.
const DefaultCapacity = 40

// Planner knows the store's time zone and its order cutoff.
type Planner struct {
	loc        *time.Location
	cutoffHour int
	firstHour  int
	lastHour   int
	windowLen  time.Duration
}

// NewPlanner returns a planner for a store in loc whose next-day cutoff is cutoffHour.
func NewPlanner(loc *time.Location, cutoffHour int) *Planner {
	return &Planner{loc: loc, cutoffHour: cutoffHour, firstHour: 8, lastHour: 20, windowLen: 2 * time.Hour}
}

// firstDeliveryDay is the first day an order placed at now can be delivered.
func (p *Planner) firstDeliveryDay(now time.Time) time.Time {
	local := now.In(p.loc)
	day := time.Date(local.Year(), local.Month(), local.Day(), 0, 0, 0, 0, p.loc).AddDate(0, 0, 1)
	if p.cutoffPassed(now) {
		day = day.AddDate(0, 0, 1)
	}
	for day.Weekday() == time.Sunday {
		day = day.AddDate(0, 0, 1)
	}
	return day
}

// cutoffPassed reports whether an order placed at now misses next-day delivery.
func (p *Planner) cutoffPassed(now time.Time) bool {
	return now.Hour() >= p.cutoffHour
}

// Slots returns the windows of the next `days` delivery days for an order placed at now.
func (p *Planner) Slots(now time.Time, days int) []Slot {
	var out []Slot
	day := p.firstDeliveryDay(now)
	for n := 0; n < days; day = day.AddDate(0, 0, 1) {
		if day.Weekday() == time.Sunday {
			continue
		}
		for h := p.firstHour; h < p.lastHour; h += int(p.windowLen.Hours()) {
			start := time.Date(day.Year(), day.Month(), day.Day(), h, 0, 0, 0, p.loc)
			out = append(out, Slot{ID: start.Format("20060102-15"), Start: start, End: start.Add(p.windowLen)})
		}
		n++
	}
	return out
}

// Bookable is Slots without the windows that already hold `capacity` orders.
func (p *Planner) Bookable(now time.Time, days int, bookings Bookings, capacity int) []Slot {
	var out []Slot
	for _, s := range p.Slots(now, days) {
		if bookings.Count(s.ID) < capacity {
			out = append(out, s)
		}
	}
	return out
}
