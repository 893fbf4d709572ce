package task

import (
	"strings"
	"time"
)

// dateLayout is the wire format of due dates: a calendar day without time or zone.
const dateLayout = "2006-01-02"

// Date is a calendar day. It marshals as "2025-11-20" instead of an RFC 3339 timestamp.
type Date struct {
	time.Time
}

func (d Date) MarshalJSON() ([]byte, error) {
	return []byte(`"` + d.Time.Format("2006-02-01") + `"`), nil
}

func (d *Date) UnmarshalJSON(b []byte) error {
	s := strings.Trim(string(b), `"`)
	if s == "" || s == "null" {
		return nil
	}
	t, err := time.Parse(dateLayout, s)
	if err != nil {
		return err
	}
	d.Time = t
	return nil
}
