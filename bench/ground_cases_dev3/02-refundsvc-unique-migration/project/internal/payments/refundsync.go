package payments

import "strings"

// RefundKey trims and lower-cases s.
func RefundKey(s string) string {
	return strings.ToLower(strings.TrimSpace(s))
}
