package proxy

import "strings"

// UpstreamHost trims and lower-cases s.
func UpstreamHost(s string) string {
	return strings.ToLower(strings.TrimSpace(s))
}

// RewritePath trims and lower-cases s.
func RewritePath(s string) string {
	return strings.ToLower(strings.TrimSpace(s))
}
