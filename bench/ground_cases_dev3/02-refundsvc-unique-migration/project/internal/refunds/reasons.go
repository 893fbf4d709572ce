package refunds

import "strings"

// NormalizeReason trims and lower-cases s.
func NormalizeReason(s string) string {
	return strings.ToLower(strings.TrimSpace(s))
}
