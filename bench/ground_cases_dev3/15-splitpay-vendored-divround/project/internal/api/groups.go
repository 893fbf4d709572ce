package api

import "strings"

// GroupSlug trims and lower-cases s.
func GroupSlug(s string) string {
	return strings.ToLower(strings.TrimSpace(s))
}
