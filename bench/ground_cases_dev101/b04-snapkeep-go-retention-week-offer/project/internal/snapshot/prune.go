package snapshot

import "time"

// Decision says what prune does with one snapshot and why.
type Decision struct {
	Snapshot Snapshot
	Keep     bool
	Reason   string
}

// Plan decides for every snapshot (oldest first) whether to keep it. Snapshots
// older than retention go, except the newest keepLast ones, which are always
// kept (a stale backup is better than none).
func Plan(snaps []Snapshot, now time.Time, retention time.Duration, keepLast int) []Decision {
	cutoff := now.Add(-retention)
	out := make([]Decision, 0, len(snaps))
	for i, s := range snaps {
		switch {
		case i >= len(snaps)-keepLast:
			out = append(out, Decision{s, true, "newest"})
		case s.Taken.Before(cutoff):
			out = append(out, Decision{s, false, "older than retention"})
		default:
			out = append(out, Decision{s, true, "within retention"})
		}
	}
	return out
}

// Expired returns the snapshots Plan would remove, keeping only the newest.
func Expired(snaps []Snapshot, now time.Time, retention time.Duration) []Snapshot {
	var out []Snapshot
	for _, d := range Plan(snaps, now, retention, 1) {
		if !d.Keep {
			out = append(out, d.Snapshot)
		}
	}
	return out
}

// TotalSize is the number of bytes the given snapshots take.
func TotalSize(snaps []Snapshot) int64 {
	var n int64
	for _, s := range snaps {
		n += s.Size
	}
	return n
}
