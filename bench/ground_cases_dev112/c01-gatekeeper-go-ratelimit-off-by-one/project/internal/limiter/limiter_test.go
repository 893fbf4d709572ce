package limiter

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

func TestAllowResetsAfterWindow(t *testing.T) {
	clock := time.Date(2025, 11, 3, 10, 0, 0, 0, time.UTC)
	l := New(2, time.Minute)
	l.now = func() time.Time { return clock }
	l.Allow("a")
	l.Allow("a")
	clock = clock.Add(61 * time.Second)
	if !l.Allow("a") {
		t.Fatal("expected a fresh window after 61s")
	}
}

func TestClientKeyPrefersApiKey(t *testing.T) {
	r := httptest.NewRequest(http.MethodGet, "/api/x", nil)
	r.Header.Set("X-Api-Key", "abc")
	if got := clientKey(r); got != "key:abc" {
		t.Fatalf("got %q", got)
	}
}

func TestClientKeyFallsBackToIP(t *testing.T) {
	r := httptest.NewRequest(http.MethodGet, "/api/x", nil)
	r.RemoteAddr = "10.0.0.7:5123"
	if got := clientKey(r); got != "ip:10.0.0.7" {
		t.Fatalf("got %q", got)
	}
}
