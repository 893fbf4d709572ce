package report

import (
	"sort"

	"github.com/rinkai-kosha/churin/internal/clock"
	"github.com/rinkai-kosha/churin/internal/store"
)

type DayTotal struct {
	Date   string `json:"date"`
	Count  int    `json:"count"`
	Amount int    `json:"amount"`
}

// Daily は出庫日 (日本時間) ごとの件数と売上。
func Daily(rows []store.Session) []DayTotal {
	byDate := map[string]*DayTotal{}
	for _, s := range rows {
		key := s.ExitedAt.In(clock.JST).Format("2006-01-02")
		t, ok := byDate[key]
		if !ok {
			t = &DayTotal{Date: key}
			byDate[key] = t
		}
		t.Count++
		t.Amount += s.Amount
	}
	out := make([]DayTotal, 0, len(byDate))
	for _, t := range byDate {
		out = append(out, *t)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Date < out[j].Date })
	return out
}
