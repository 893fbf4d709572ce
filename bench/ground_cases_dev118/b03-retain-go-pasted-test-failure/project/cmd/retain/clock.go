package main

import (
	"os"
	"time"
)

// now is the reference time for pruning. RETAIN_NOW (RFC 3339) overrides it so
// that the cron job can be replayed against a copy of the backup directory.
func now() time.Time {
	if v := os.Getenv("RETAIN_NOW"); v != "" {
		if t, err := time.Parse(time.RFC3339, v); err == nil {
			return t
		}
	}
	return time.Now()
}
