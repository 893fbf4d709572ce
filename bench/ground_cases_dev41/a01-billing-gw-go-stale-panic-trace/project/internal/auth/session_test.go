package auth

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

func newTestStore(now time.Time) *Store {
	s := NewStore()
	s.now = func() time.Time { return now }
	return s
}

func requestWithCookie(value string) *http.Request {
	r := httptest.NewRequest(http.MethodGet, "/v1/invoices", nil)
	r.AddCookie(&http.Cookie{Name: CookieName, Value: value})
	return r
}

func TestSessionFromRequest_Live(t *testing.T) {
	now := time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)
	s := newTestStore(now)
	s.Put(&Session{ID: "abc", AccountID: "acct_1", ExpiresAt: now.Add(time.Hour)})

	sess, err := s.SessionFromRequest(requestWithCookie("abc"))
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if sess.AccountID != "acct_1" {
		t.Fatalf("got account %q", sess.AccountID)
	}
}

func TestSessionFromRequest_Expired(t *testing.T) {
	now := time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)
	s := newTestStore(now)
	s.Put(&Session{ID: "old", AccountID: "acct_1", ExpiresAt: now.Add(-time.Minute)})

	if _, err := s.SessionFromRequest(requestWithCookie("old")); err != ErrNoSession {
		t.Fatalf("want ErrNoSession, got %v", err)
	}
	if _, err := s.SessionFromRequest(requestWithCookie("old")); err != ErrNoSession {
		t.Fatalf("expired session should have been deleted, got %v", err)
	}
}

func TestSessionFromRequest_NoCookie(t *testing.T) {
	s := newTestStore(time.Now())
	r := httptest.NewRequest(http.MethodGet, "/v1/invoices", nil)
	if _, err := s.SessionFromRequest(r); err != ErrNoSession {
		t.Fatalf("want ErrNoSession, got %v", err)
	}
}
