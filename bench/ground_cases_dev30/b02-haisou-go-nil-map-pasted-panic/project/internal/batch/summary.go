package batch

import (
	"fmt"
	"io"
	"sort"
	"time"
)

// Summary はバッチ1回分の集計結果。
type Summary struct {
	Total     int
	Skipped   int
	ByCarrier map[string]int
	ByRegion  map[string]int
	StartedAt time.Time
	Elapsed   time.Duration
}

func summarize(shipments []Shipment, skipped int, started time.Time) Summary {
	sum := Summary{
		ByCarrier: map[string]int{},
		Skipped:   skipped,
		StartedAt: started,
	}
	for _, sh := range shipments {
		sum.Total++
		sum.ByCarrier[sh.Carrier]++
		sum.ByRegion[regionOf(sh.Prefecture)]++
	}
	sum.Elapsed = time.Since(started)
	return sum
}

// WriteTo は人間向けのサマリを書き出す。
func (s Summary) WriteTo(w io.Writer) (int64, error) {
	var n int64
	write := func(format string, args ...any) error {
		m, err := fmt.Fprintf(w, format, args...)
		n += int64(m)
		return err
	}
	if err := write("出荷 %d 件 (スキップ %d 件) / %s\n", s.Total, s.Skipped, s.Elapsed.Round(time.Millisecond)); err != nil {
		return n, err
	}
	for _, c := range sortedKeys(s.ByCarrier) {
		if err := write("  %-10s %5d\n", c, s.ByCarrier[c]); err != nil {
			return n, err
		}
	}
	if err := write("地方別:\n"); err != nil {
		return n, err
	}
	for _, r := range regionOrder {
		if s.ByRegion[r] == 0 {
			continue
		}
		if err := write("  %-6s %5d\n", r, s.ByRegion[r]); err != nil {
			return n, err
		}
	}
	return n, nil
}

func sortedKeys(m map[string]int) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
