package proxy

import "strings"

// ForwardedFor trims and lower-cases s.
func ForwardedFor(s string) string {
	return strings.ToLower(strings.TrimSpace(s))
}
