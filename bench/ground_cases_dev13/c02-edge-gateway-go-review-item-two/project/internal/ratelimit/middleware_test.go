package ratelimit

import (
	"net/http/httptest"
	"testing"
)

func TestClientKey(t *testing.T) {
	cases := []struct {
		name, remote, realIP, want string
	}{
		{"direct client, port dropped", "203.0.113.7:50211", "", "ip:203.0.113.7"},
		{"nginx forwards real ip", "10.0.3.12:41000", "198.51.100.23", "ip:198.51.100.23"},
		{"untrusted sender cannot spoof", "203.0.113.7:50211", "1.2.3.4", "ip:203.0.113.7"},
		{"garbage header ignored", "10.0.3.12:41000", "not-an-ip", "ip:10.0.3.12"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/v1/track", nil)
			r.RemoteAddr = c.remote
			if c.realIP != "" {
				r.Header.Set("X-Real-IP", c.realIP)
			}
			if got := clientKey(r); got != c.want {
				t.Fatalf("clientKey = %q, want %q", got, c.want)
			}
		})
	}
}

func TestClientKeyPrefersAPIKey(t *testing.T) {
	r := httptest.NewRequest("GET", "/v1/track", nil)
	r.Header.Set("X-Api-Key", "k_live_42")
	if got := clientKey(r); got != "key:k_live_42" {
		t.Fatalf("clientKey = %q", got)
	}
}
