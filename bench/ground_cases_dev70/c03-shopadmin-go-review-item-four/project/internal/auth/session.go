package auth

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/http"
	"sync"
	"time"
)

const CookieName = "shopadmin_sid"

type Session struct {
	ID        string
	UserID    string
	ShopID    string
	Role      Role
	ExpiresAt time.Time
}

type ctxKey struct{}

func WithSession(ctx context.Context, s *Session) context.Context {
	return context.WithValue(ctx, ctxKey{}, s)
}

func FromContext(ctx context.Context) *Session {
	s, _ := ctx.Value(ctxKey{}).(*Session)
	return s
}

type MemorySessions struct {
	mu  sync.Mutex
	ttl time.Duration
	m   map[string]*Session
}

func NewMemorySessions(ttl time.Duration) *MemorySessions {
	return &MemorySessions{ttl: ttl, m: map[string]*Session{}}
}

func (s *MemorySessions) Create(userID, shopID string, role Role) *Session {
	buf := make([]byte, 24)
	_, _ = rand.Read(buf)
	sess := &Session{ID: hex.EncodeToString(buf), UserID: userID, ShopID: shopID, Role: role, ExpiresAt: time.Now().Add(s.ttl)}
	s.mu.Lock()
	s.m[sess.ID] = sess
	s.mu.Unlock()
	return sess
}

func (s *MemorySessions) Get(id string) (*Session, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	sess, ok := s.m[id]
	if !ok || time.Now().After(sess.ExpiresAt) {
		delete(s.m, id)
		return nil, false
	}
	return sess, true
}

func SetCookie(w http.ResponseWriter, sess *Session) {
	http.SetCookie(w, &http.Cookie{
		Name:    CookieName,
		Value:   sess.ID,
		Path:    "/",
		Expires: sess.ExpiresAt,
	})
}
