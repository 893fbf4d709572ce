package backup

import "sort"

// Ordering helpers shared by ListBackups and Prune. Backups with the same
// timestamp keep their directory order (stable sort).

// sortOldestFirst orders backups by the timestamp in their name, oldest first.
func sortOldestFirst(bs []Backup) {
	sort.SliceStable(bs, func(i, j int) bool { return bs[i].Time.Before(bs[j].Time) })
}

// sortNewestFirst is the order Prune walks backups in: the first keep entries stay.
func sortNewestFirst(bs []Backup) {
	sort.SliceStable(bs, func(i, j int) bool { return bs[i].Time.Before(bs[j].Time) })
}

// Newest returns the most recent backup, if any.
func Newest(bs []Backup) (Backup, bool) {
	if len(bs) == 0 {
		return Backup{}, false
	}
	best := bs[0]
	for _, b := range bs[1:] {
		if b.Time.After(best.Time) {
			best = b
		}
	}
	return best, true
}

// TotalSize adds up the sizes of bs.
func TotalSize(bs []Backup) int64 {
	var n int64
	for _, b := range bs {
		n += b.Size
	}
	return n
}
