package sheet

import (
	"sort"
	"time"
)

const standardDay = 8 * time.Hour

// Summary is the monthly total the payroll team asks for.
type Summary struct {
	Days     int           `json:"days"`
	Worked   time.Duration `json:"-"`
	Overtime time.Duration `json:"-"`
	Late     []string      `json:"late"`
}

// Worked is the time between clock-in and clock-out minus the break.
func (e Entry) Worked() time.Duration {
	return e.Out.Sub(e.In) - e.Break
}

// Summarize totals worked time and overtime over the entries.
func Summarize(entries []Entry, start time.Duration) Summary {
	var s Summary
	for _, e := range entries {
		w := e.Worked()
		s.Days++
		s.Worked += w
		if w > standardDay {
			s.Overtime += w - standardDay
		}
		if e.In.Sub(e.Day) > start {
			s.Late = append(s.Late, e.Day.Format(layoutDay))
		}
	}
	sort.Strings(s.Late)
	return s
}

// Hours renders a duration as hours with one decimal, e.g. 7.5.
func Hours(d time.Duration) float64 {
	return float64(int(d.Minutes())/6) / 10
}
