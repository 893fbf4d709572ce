package report

import (
	"sync"
	"time"
)

var (
	jstOnce sync.Once
	jst     *time.Location
)

// JST is the business time zone: every store is in Japan and days close at midnight local time.
func JST() *time.Location {
	jstOnce.Do(func() {
		// fixed +09:00: Japan has no DST, and the alpine image ships without tzdata
		jst = time.FixedZone("JST", 9*60*60)
	})
	return jst
}

// StartOfDay is midnight JST of the day t falls on in JST.
func StartOfDay(t time.Time) time.Time {
	l := t.In(JST())
	return time.Date(l.Year(), l.Month(), l.Day(), 0, 0, 0, 0, JST())
}

// DayString is t's JST calendar date as YYYY-MM-DD.
func DayString(t time.Time) string {
	return t.In(JST()).Format("2006-01-02")
}
