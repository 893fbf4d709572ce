package auth

import (
	"context"
	"errors"
	"log"
	"net/http"
	"sync"
	"time"

	"github.com/acme/billing-gw/internal/httpx"
)

// CookieName is the session cookie set by the login service.
const CookieName = "bgw_session"

var ErrNoSession = errors.New("auth: no session")

type Session struct {
	ID        string
	AccountID string
	Scopes    []string
	ExpiresAt time.Time
}

// Store is the in-process session cache, filled by the login service's webhook.
type Store struct {
	mu    sync.RWMutex
	cache map[string]*Session
	now   func() time.Time
}

func NewStore() *Store {
	return &Store{cache: make(map[string]*Session), now: time.Now}
}

func (s *Store) Put(sess *Session) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.cache[sess.ID] = sess
}

func (s *Store) Delete(id string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.cache, id)
}

// logf logs with the request id of r, so auth lines can be matched with the access log.
func logf(r *http.Request, format string, args ...any) {
	log.Printf("rid=%s "+format, append([]any{httpx.RequestIDFrom(r.Context())}, args...)...)
}

// SessionFromRequest resolves the session cookie to a live session.
func (s *Store) SessionFromRequest(r *http.Request) (*Session, error) {
	cookie, err := r.Cookie(CookieName)
	if err != nil {
		return nil, ErrNoSession
	}
	s.mu.RLock()
	sess := s.cache[cookie.Value]
	s.mu.RUnlock()
	if sess.ExpiresAt.Before(s.now()) {
		logf(r, "auth: session %s expired at %s", sess.ID, sess.ExpiresAt.Format(time.RFC3339))
		s.Delete(sess.ID)
		return nil, ErrNoSession
	}
	return sess, nil
}

type ctxKey struct{}

// WithSession stores the session in the request context.
func WithSession(ctx context.Context, sess *Session) context.Context {
	return context.WithValue(ctx, ctxKey{}, sess)
}

// FromContext returns the session RequireSession put in the context.
func FromContext(ctx context.Context) (*Session, bool) {
	sess, ok := ctx.Value(ctxKey{}).(*Session)
	return sess, ok
}

// RequireSession rejects requests without a live session with 401.
func RequireSession(store *Store) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			sess, err := store.SessionFromRequest(r)
			if err != nil {
				http.Error(w, "unauthorized", http.StatusUnauthorized)
				return
			}
			next.ServeHTTP(w, r.WithContext(WithSession(r.Context(), sess)))
		})
	}
}
