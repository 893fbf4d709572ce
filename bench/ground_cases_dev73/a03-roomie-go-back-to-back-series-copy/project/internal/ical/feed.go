package ical

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/hollis-co/roomie/internal/booking"
)

const stamp = "20060102T150405Z"

// Write renders the bookings as an iCalendar feed that Outlook and Google can subscribe to.
func Write(w io.Writer, room string, bookings []booking.Booking) error {
	var b strings.Builder
	b.WriteString("BEGIN:VCALENDAR\r\n")
	b.WriteString("VERSION:2.0\r\n")
	b.WriteString("PRODID:-//hollis-co//roomie//EN\r\n")
	fmt.Fprintf(&b, "X-WR-CALNAME:%s (roomie)\r\n", escape(room))
	b.WriteString("X-PUBLISHED-TTL:PT15M\r\n")
	now := time.Now().UTC().Format(stamp)
	for _, bk := range bookings {
		b.WriteString("BEGIN:VEVENT\r\n")
		fmt.Fprintf(&b, "UID:booking-%d@roomie.hollis.co\r\n", bk.ID)
		fmt.Fprintf(&b, "DTSTAMP:%s\r\n", now)
		fmt.Fprintf(&b, "DTSTART:%s\r\n", bk.Start.UTC().Format(stamp))
		fmt.Fprintf(&b, "DTEND:%s\r\n", bk.End.UTC().Format(stamp))
		fmt.Fprintf(&b, "SUMMARY:%s\r\n", escape(bk.Title))
		fmt.Fprintf(&b, "ORGANIZER;CN=%s:mailto:%s\r\n", escape(bk.Organizer), bk.Organizer)
		b.WriteString("END:VEVENT\r\n")
	}
	b.WriteString("END:VCALENDAR\r\n")
	_, err := io.WriteString(w, b.String())
	return err
}

func escape(s string) string {
	r := strings.NewReplacer("\\", "\\\\", ";", "\\;", ",", "\\,", "\n", "\\n")
	return r.Replace(s)
}
