package main

import "time"

// isExpired reports whether a link with a TTL has outlived it at now.
// Links with TTLSeconds == 0 never expire.
func isExpired(l Link, now time.Time) bool {
	if l.TTLSeconds <= 0 {
		return false
	}
	return now.Sub(l.CreatedAt) > time.Duration(l.TTLSeconds)
}

// expiresAt is when the link stops resolving (zero time for permanent links).
func expiresAt(l Link) time.Time {
	if l.TTLSeconds <= 0 {
		return time.Time{}
	}
	return l.CreatedAt.Add(time.Duration(l.TTLSeconds) * time.Second)
}

// remaining is how long the link still has, never negative.
func remaining(l Link, now time.Time) time.Duration {
	if l.TTLSeconds <= 0 {
		return 0
	}
	left := expiresAt(l).Sub(now)
	if left < 0 {
		return 0
	}
	return left
}
