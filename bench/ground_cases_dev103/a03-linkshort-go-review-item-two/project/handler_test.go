package main

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

func newTestHandler(now time.Time) (*Handler, *Store) {
	s := NewStore()
	return &Handler{store: s, now: func() time.Time { return now }}, s
}

func TestCreateRejectsRelativeURL(t *testing.T) {
	h, _ := newTestHandler(time.Now())
	rec := httptest.NewRecorder()
	h.Create(rec, httptest.NewRequest("POST", "/links", strings.NewReader(`{"url":"/relative"}`)))
	if rec.Code != http.StatusBadRequest {
		t.Fatalf("got %d", rec.Code)
	}
}

func TestCreateRejectsHugeBody(t *testing.T) {
	h, _ := newTestHandler(time.Now())
	body := `{"url":"https://example.com/` + strings.Repeat("a", 16<<10) + `"}`
	rec := httptest.NewRecorder()
	h.Create(rec, httptest.NewRequest("POST", "/links", strings.NewReader(body)))
	if rec.Code != http.StatusBadRequest {
		t.Fatalf("got %d", rec.Code)
	}
}

func TestRedirectAfterExpiryIsGone(t *testing.T) {
	t0 := time.Date(2025, 11, 1, 12, 0, 0, 0, time.UTC)
	h, s := newTestHandler(t0.Add(2 * time.Hour))
	l := s.Create("https://example.com", time.Hour, t0)
	req := httptest.NewRequest("GET", "/"+l.Code, nil)
	req.SetPathValue("code", l.Code)
	rec := httptest.NewRecorder()
	h.Redirect(rec, req)
	if rec.Code != http.StatusGone {
		t.Fatalf("got %d", rec.Code)
	}
}
