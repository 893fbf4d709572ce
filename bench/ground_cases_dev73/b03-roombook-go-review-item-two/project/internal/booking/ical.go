package booking

import (
	"fmt"
	"strings"
	"time"
)

const icalStamp = "20060102T150405Z"

// WriteICal renders a room's bookings as an iCalendar feed for Outlook / Google Calendar.
func WriteICal(room Room, bookings []Booking, now time.Time) string {
	var b strings.Builder
	b.WriteString("BEGIN:VCALENDAR\r\n")
	b.WriteString("VERSION:2.0\r\n")
	b.WriteString("PRODID:-//kaigishitsu//roombook//JA\r\n")
	fmt.Fprintf(&b, "X-WR-CALNAME:%s\r\n", room.Name)
	for _, bk := range bookings {
		b.WriteString("BEGIN:VEVENT\r\n")
		fmt.Fprintf(&b, "UID:%s@roombook\r\n", bk.ID)
		fmt.Fprintf(&b, "DTSTAMP:%s\r\n", now.UTC().Format(icalStamp))
		fmt.Fprintf(&b, "DTSTART:%s\r\n", bk.Start.UTC().Format(icalStamp))
		fmt.Fprintf(&b, "DTEND:%s\r\n", bk.End.UTC().Format(icalStamp))
		fmt.Fprintf(&b, "SUMMARY:%s\r\n", bk.Title)
		fmt.Fprintf(&b, "ORGANIZER;CN=%s:mailto:%s\r\n", bk.Organizer, bk.Organizer)
		b.WriteString("END:VEVENT\r\n")
	}
	b.WriteString("END:VCALENDAR\r\n")
	return b.String()
}
