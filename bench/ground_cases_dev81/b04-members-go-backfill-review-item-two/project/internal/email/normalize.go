package email

import (
	"strings"
	"unicode"
)

// Normalize returns the form used for uniqueness checks: trimmed, lower-cased,
// and for Gmail addresses without dots and "+tag" in the local part.
func Normalize(addr string) string {
	addr = strings.TrimFunc(addr, unicode.IsSpace)
	addr = strings.ToLower(addr)
	at := strings.LastIndexByte(addr, '@')
	if at <= 0 || at == len(addr)-1 {
		return addr
	}
	local, domain := addr[:at], addr[at+1:]
	if domain == "googlemail.com" {
		domain = "gmail.com"
	}
	if domain == "gmail.com" {
		if plus := strings.IndexByte(local, '+'); plus >= 0 {
			local = local[:plus]
		}
		local = strings.ReplaceAll(local, ".", "")
	}
	return local + "@" + domain
}

// Valid is a cheap sanity check; real validation happens when the mail is sent.
func Valid(addr string) bool {
	at := strings.LastIndexByte(addr, '@')
	return at > 0 && at < len(addr)-1 && !strings.ContainsAny(addr, " \t\n")
}
