package invite

import "strings"

// normalizeEmail canonicalises an invitee address so that an invite matches the
// account the person later signs up with.
func normalizeEmail(addr string) string {
	addr = strings.TrimSpace(addr)
	at := strings.LastIndex(addr, "@")
	if at < 0 {
		return addr
	}
	local, domain := addr[:at], addr[at+1:]
	return strings.ToLower(local) + "@" + domain
}
