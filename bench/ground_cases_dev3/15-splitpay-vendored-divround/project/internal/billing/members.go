package billing

import "strings"

// MemberKey trims and lower-cases s.
func MemberKey(s string) string {
	return strings.ToLower(strings.TrimSpace(s))
}

// MemberLabel trims and lower-cases s.
func MemberLabel(s string) string {
	return strings.ToLower(strings.TrimSpace(s))
}
