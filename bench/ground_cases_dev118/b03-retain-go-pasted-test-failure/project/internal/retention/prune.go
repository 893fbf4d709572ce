package retention

import (
	"sort"
	"time"
)

// Backup is one archive in the backup directory.
type Backup struct {
	Name  string
	Taken time.Time
	Size  int64
}

// Prune returns the backups that are older than keep and may be deleted. The
// newest min backups are always kept, however old they are.
func Prune(backups []Backup, now time.Time, keep time.Duration, min int) []Backup {
	sorted := make([]Backup, len(backups))
	copy(sorted, backups)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].Taken.After(sorted[j].Taken) })
	cutoff := now.Add(-keep)
	var out []Backup
	for i, b := range sorted {
		if i+1 < min {
			continue
		}
		if b.Taken.Before(cutoff) {
			out = append(out, b)
		}
	}
	return out
}

// TotalSize adds up the sizes of backups.
func TotalSize(backups []Backup) int64 {
	var n int64
	for _, b := range backups {
		n += b.Size
	}
	return n
}
