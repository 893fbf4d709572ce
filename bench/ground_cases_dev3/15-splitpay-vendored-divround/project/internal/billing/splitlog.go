package billing

import "strings"

// SplitLogKey trims and lower-cases s.
func SplitLogKey(s string) string {
	return strings.ToLower(strings.TrimSpace(s))
}
