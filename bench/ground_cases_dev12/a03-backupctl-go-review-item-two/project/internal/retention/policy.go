// Package retention decides which backups to keep.
package retention

import (
	"fmt"
	"sort"
	"time"
)

// Backup is one dump file.
type Backup struct {
	Name string
	Time time.Time
	Size int64
}

// Policy says how many daily, weekly and monthly backups survive a prune.
type Policy struct {
	KeepDaily   int
	KeepWeekly  int
	KeepMonthly int
}

// Decision is the verdict for one backup.
type Decision struct {
	Backup Backup
	Keep   bool
	Reason string // e.g. "daily 2024-05-02"; empty when deleted
}

// Plan decides which backups to keep: the newest backup of each of the last KeepDaily days,
// of each of the last KeepWeekly weeks and of each of the last KeepMonthly months. A backup
// can satisfy several rules; it is reported with the first one.
func Plan(backups []Backup, p Policy) []Decision {
	sorted := make([]Backup, len(backups))
	copy(sorted, backups)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].Time.Before(sorted[j].Time) })

	reasons := make(map[string]string)
	keepBuckets(sorted, p.KeepDaily, dayKey, "daily", reasons)
	keepBuckets(sorted, p.KeepWeekly, weekKey, "weekly", reasons)
	keepBuckets(sorted, p.KeepMonthly, monthKey, "monthly", reasons)

	out := make([]Decision, 0, len(sorted))
	for _, b := range sorted {
		reason, keep := reasons[b.Name]
		out = append(out, Decision{Backup: b, Keep: keep, Reason: reason})
	}
	return out
}

// keepBuckets walks the sorted backups and marks the first backup seen in each of the
// first n distinct buckets.
func keepBuckets(sorted []Backup, n int, key func(time.Time) string, label string, reasons map[string]string) {
	if n <= 0 {
		return
	}
	seen := make(map[string]bool, n)
	for _, b := range sorted {
		k := key(b.Time)
		if seen[k] {
			continue
		}
		seen[k] = true
		if _, already := reasons[b.Name]; !already {
			reasons[b.Name] = label + " " + k
		}
		if len(seen) == n {
			return
		}
	}
}

func dayKey(t time.Time) string { return t.Format("2006-01-02") }

func weekKey(t time.Time) string {
	return fmt.Sprintf("%d-W%02d", t.Year(), t.YearDay()/7)
}

func monthKey(t time.Time) string { return t.Format("2006-01") }
