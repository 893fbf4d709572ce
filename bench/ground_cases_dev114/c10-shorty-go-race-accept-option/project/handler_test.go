package main

import (
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
)

func newTestServer(t *testing.T) *Server {
	t.Helper()
	store := NewStore()
	if err := store.Put("gh", "https://github.com"); err != nil {
		t.Fatal(err)
	}
	return NewServer(store)
}

func TestRedirect(t *testing.T) {
	srv := newTestServer(t)
	rec := httptest.NewRecorder()
	srv.handleRedirect(rec, httptest.NewRequest(http.MethodGet, "/r/gh", nil))
	if rec.Code != http.StatusFound || rec.Header().Get("Location") != "https://github.com" {
		t.Fatalf("got %d %q", rec.Code, rec.Header().Get("Location"))
	}
}

func TestRedirectUnknownCode(t *testing.T) {
	srv := newTestServer(t)
	rec := httptest.NewRecorder()
	srv.handleRedirect(rec, httptest.NewRequest(http.MethodGet, "/r/nope", nil))
	if rec.Code != http.StatusNotFound {
		t.Fatalf("got %d, want 404", rec.Code)
	}
}

func TestConcurrentRedirects(t *testing.T) {
	srv := newTestServer(t)
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			srv.handleRedirect(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, "/r/gh", nil))
		}()
	}
	wg.Wait()
	if srv.hits != 8 {
		t.Fatalf("hits = %d", srv.hits)
	}
}
