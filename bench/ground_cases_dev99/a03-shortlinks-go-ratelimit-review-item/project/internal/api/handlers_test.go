package api

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/orbitdesk/shortlinks/internal/store"
)

func newTestServer() http.Handler {
	s := &Server{Store: store.NewMemory(), BaseURL: "https://sho.rt", Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	return s.Routes(NewLimiter(100, 100))
}

func do(h http.Handler, method, path, body string) *httptest.ResponseRecorder {
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(method, path, strings.NewReader(body)))
	return rec
}

func TestCreateAndRedirect(t *testing.T) {
	h := newTestServer()
	rec := do(h, "POST", "/api/links/", `{"target":"https://example.com/a?b=1","slug":"launch"}`)
	if rec.Code != http.StatusCreated {
		t.Fatalf("create: %d %s", rec.Code, rec.Body)
	}
	rec = do(h, "GET", "/launch", "")
	if rec.Code != http.StatusFound || rec.Header().Get("Location") != "https://example.com/a?b=1" {
		t.Fatalf("redirect: %d %q", rec.Code, rec.Header().Get("Location"))
	}
}

func TestExpiredLinkIsGone(t *testing.T) {
	mem := store.NewMemory()
	past := time.Now().Add(-time.Minute)
	_ = mem.Create(context.Background(), store.Link{Slug: "old", Target: "https://example.com", ExpiresAt: &past})
	s := &Server{Store: mem, BaseURL: "https://sho.rt", Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	rec := do(s.Routes(NewLimiter(100, 100)), "GET", "/old", "")
	if rec.Code != http.StatusGone {
		t.Fatalf("got %d, want 410", rec.Code)
	}
}

func TestFreshLinkWithExpiryRedirects(t *testing.T) {
	h := newTestServer()
	do(h, "POST", "/api/links/", `{"target":"https://example.com","slug":"promo","expires_in":3600}`)
	if rec := do(h, "GET", "/promo", ""); rec.Code != http.StatusFound {
		t.Fatalf("got %d, want 302", rec.Code)
	}
}

func TestRejectsNonHTTPTargets(t *testing.T) {
	h := newTestServer()
	rec := do(h, "POST", "/api/links/", `{"target":"javascript:alert(1)"}`)
	if rec.Code != http.StatusBadRequest {
		t.Fatalf("got %d", rec.Code)
	}
}

func TestDuplicateSlugConflicts(t *testing.T) {
	h := newTestServer()
	do(h, "POST", "/api/links/", `{"target":"https://example.com","slug":"dup"}`)
	rec := do(h, "POST", "/api/links/", `{"target":"https://example.org","slug":"dup"}`)
	if rec.Code != http.StatusConflict {
		t.Fatalf("got %d", rec.Code)
	}
}
