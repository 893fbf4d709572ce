package main

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

func newTestHandler() *Handler {
	fixed := time.Date(2026, 3, 12, 10, 0, 0, 0, time.UTC)
	return &Handler{store: NewStore(), now: func() time.Time { return fixed }}
}

func TestCreateThenResolve(t *testing.T) {
	h := newTestHandler()
	rec := httptest.NewRecorder()
	h.Create(rec, httptest.NewRequest(http.MethodPost, "/links", strings.NewReader(`{"slug":"gh","target":"https://github.com"}`)))
	if rec.Code != http.StatusCreated {
		t.Fatalf("create: got %d", rec.Code)
	}
	link, ok := h.store.Get("gh")
	if !ok || link.Target != "https://github.com" {
		t.Fatalf("stored link = %+v, %v", link, ok)
	}
}

func TestCreateRejectsLongSlug(t *testing.T) {
	h := newTestHandler()
	rec := httptest.NewRecorder()
	body := `{"slug":"` + strings.Repeat("a", 33) + `","target":"https://example.com"}`
	h.Create(rec, httptest.NewRequest(http.MethodPost, "/links", strings.NewReader(body)))
	if rec.Code != http.StatusBadRequest {
		t.Fatalf("long slug: got %d, want 400", rec.Code)
	}
}

func TestCreateDuplicateSlug(t *testing.T) {
	h := newTestHandler()
	body := `{"slug":"dup","target":"https://example.com"}`
	h.Create(httptest.NewRecorder(), httptest.NewRequest(http.MethodPost, "/links", strings.NewReader(body)))
	rec := httptest.NewRecorder()
	h.Create(rec, httptest.NewRequest(http.MethodPost, "/links", strings.NewReader(body)))
	if rec.Code != http.StatusConflict {
		t.Fatalf("duplicate: got %d, want 409", rec.Code)
	}
}
