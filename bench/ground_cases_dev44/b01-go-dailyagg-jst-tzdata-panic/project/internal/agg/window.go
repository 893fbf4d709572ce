package agg

import (
	"fmt"
	"time"
)

// Window is the half-open interval [From, To) of one business day.
type Window struct {
	From time.Time
	To   time.Time
}

// TargetDay returns the business day the job aggregates: the day before now.
func TargetDay(now time.Time) Window {
	jst, err := time.LoadLocation("Asia/Tokyo")
	if err != nil {
		panic(fmt.Sprintf("load location: %v", err))
	}
	y, m, d := now.In(jst).AddDate(0, 0, -1).Date()
	from := time.Date(y, m, d, 0, 0, 0, 0, jst)
	return Window{From: from, To: from.AddDate(0, 0, 1)}
}

// Days splits [from, to) into day windows, used by the backfill subcommand.
func Days(from, to time.Time) []Window {
	var out []Window
	for d := from; d.Before(to); d = d.AddDate(0, 0, 1) {
		out = append(out, Window{From: d, To: d.AddDate(0, 0, 1)})
	}
	return out
}

// Label is the key stored in daily_sales.biz_date.
func (w Window) Label() string {
	return w.From.Format("2006-01-02")
}

func (w Window) String() string {
	return fmt.Sprintf("[%s, %s)", w.From.Format(time.RFC3339), w.To.Format(time.RFC3339))
}
