package server

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestWithCORSAllowsListedOrigin(t *testing.T) {
	h := withCORS([]string{"https://app.example.com"}, http.NotFoundHandler())
	req := httptest.NewRequest(http.MethodGet, "/api/incidents", nil)
	req.Header.Set("Origin", "https://app.example.com")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if got := rec.Header().Get("Access-Control-Allow-Origin"); got != "https://app.example.com" {
		t.Fatalf("allow-origin = %q", got)
	}
}

func TestWithCORSIgnoresOtherOrigin(t *testing.T) {
	h := withCORS([]string{"https://app.example.com"}, http.NotFoundHandler())
	req := httptest.NewRequest(http.MethodGet, "/api/incidents", nil)
	req.Header.Set("Origin", "https://evil.example.net")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if got := rec.Header().Get("Access-Control-Allow-Origin"); got != "" {
		t.Fatalf("allow-origin = %q, want empty", got)
	}
}
