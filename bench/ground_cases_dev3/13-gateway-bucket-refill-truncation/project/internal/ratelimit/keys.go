package ratelimit

import "strings"

// ClientKey trims and lower-cases s.
func ClientKey(s string) string {
	return strings.ToLower(strings.TrimSpace(s))
}

// RouteKey trims and lower-cases s.
func RouteKey(s string) string {
	return strings.ToLower(strings.TrimSpace(s))
}
