package report

import (
	"fmt"
	"time"
)

// WeekTotal is one store's sales for one ISO week (Monday to Sunday).
type WeekTotal struct {
	Store string
	Week  string // e.g. 2025-W03
	Total int64
}

// Weekly groups sales by store and ISO week.
func Weekly(sales []Sale) []WeekTotal {
	totals := sumBy(sales, func(s Sale) storeKey {
		year, week := s.SoldAt.UTC().ISOWeek()
		return storeKey{s.Store, fmt.Sprintf("%d-W%02d", year, week)}
	})
	out := make([]WeekTotal, 0, len(totals))
	for _, k := range sortedKeys(totals) {
		out = append(out, WeekTotal{Store: k.Store, Week: k.Label, Total: totals[k]})
	}
	return out
}

// WeekRange is the Monday and Sunday (JST) of the ISO week that t falls in.
func WeekRange(t time.Time) (monday, sunday string) {
	d := StartOfDay(t)
	offset := (int(d.Weekday()) + 6) % 7
	mon := d.AddDate(0, 0, -offset)
	return DayString(mon), DayString(mon.AddDate(0, 0, 6))
}
