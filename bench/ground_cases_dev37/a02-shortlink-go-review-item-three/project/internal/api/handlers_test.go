package api

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/acme/shortlink/internal/store"
)

type memStore struct {
	mu    sync.Mutex
	links map[string]string
	hits  map[string]int
}

func newMem() *memStore { return &memStore{links: map[string]string{}, hits: map[string]int{}} }

func (m *memStore) Put(_ context.Context, slug, url string, _ time.Duration) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.links[slug]; ok {
		return store.ErrExists
	}
	m.links[slug] = url
	return nil
}

func (m *memStore) Get(_ context.Context, slug string) (string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	u, ok := m.links[slug]
	if !ok {
		return "", store.ErrNotFound
	}
	return u, nil
}

func (m *memStore) Incr(_ context.Context, slug string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.hits[slug]++
	return nil
}

func (m *memStore) Hits(_ context.Context, slug string) (int, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.hits[slug], nil
}

func newServer() (*Server, *memStore) {
	m := newMem()
	return &Server{Store: m, BaseURL: "https://acme.link", Log: slog.New(slog.NewTextHandler(io.Discard, nil))}, m
}

func TestCreate(t *testing.T) {
	s, m := newServer()
	rec := httptest.NewRecorder()
	s.Routes().ServeHTTP(rec, httptest.NewRequest("POST", "/api/links", strings.NewReader(`{"url":"https://example.com","slug":"ex"}`)))
	if rec.Code != http.StatusCreated {
		t.Fatalf("status %d: %s", rec.Code, rec.Body)
	}
	if m.links["ex"] != "https://example.com" {
		t.Fatalf("not stored: %v", m.links)
	}
}

func TestCreateRejectsFTP(t *testing.T) {
	s, _ := newServer()
	rec := httptest.NewRecorder()
	s.Routes().ServeHTTP(rec, httptest.NewRequest("POST", "/api/links", strings.NewReader(`{"url":"ftp://example.com"}`)))
	if rec.Code != http.StatusBadRequest {
		t.Fatalf("status %d", rec.Code)
	}
}

func TestRedirect(t *testing.T) {
	s, m := newServer()
	m.links["ex"] = "https://example.com"
	rec := httptest.NewRecorder()
	s.Routes().ServeHTTP(rec, httptest.NewRequest("GET", "/ex", nil))
	if rec.Code != http.StatusMovedPermanently {
		t.Fatalf("status %d", rec.Code)
	}
	if got := rec.Header().Get("Location"); got != "https://example.com" {
		t.Fatalf("location %q", got)
	}
	if m.hits["ex"] != 1 {
		t.Fatalf("hits %d", m.hits["ex"])
	}
}

func TestStats(t *testing.T) {
	s, m := newServer()
	m.links["ex"] = "https://example.com"
	m.hits["ex"] = 41
	rec := httptest.NewRecorder()
	s.Routes().ServeHTTP(rec, httptest.NewRequest("GET", "/api/links/ex/stats", nil))
	if !strings.Contains(rec.Body.String(), `"hits":41`) {
		t.Fatalf("body %s", rec.Body)
	}
}
