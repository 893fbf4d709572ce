package legacy

import "strings"

// normalizeEmail is the v1 rule (local part only); kept for the import tool.
func normalizeEmail(addr string) string {
	at := strings.LastIndex(addr, "@")
	return strings.ToLower(addr[:at]) + addr[at:]
}
