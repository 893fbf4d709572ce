package session

import (
	"sync"
	"time"

	"github.com/google/uuid"
)

type Session struct {
	ID        string
	UserID    int64
	Scopes    []string
	expiresAt time.Time
}

// Store keeps sessions in memory; every request refreshes its session's TTL.
type Store struct {
	mu  sync.RWMutex
	ttl time.Duration
	m   map[string]*Session
}

func NewStore(ttl time.Duration) *Store {
	return &Store{ttl: ttl, m: make(map[string]*Session)}
}

func (s *Store) Put(userID int64, scopes []string) *Session {
	sess := &Session{ID: uuid.NewString(), UserID: userID, Scopes: scopes, expiresAt: time.Now().Add(s.ttl)}
	s.mu.Lock()
	s.m[sess.ID] = sess
	s.mu.Unlock()
	return sess
}

func (s *Store) Get(id string) (*Session, bool) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	sess, ok := s.m[id]
	if !ok {
		return nil, false
	}
	if time.Now().After(sess.expiresAt) {
		return nil, false
	}
	return sess, true
}

func (s *Store) Touch(sess *Session) {
	s.mu.Lock()
	sess.expiresAt = time.Now().Add(s.ttl)
	s.mu.Unlock()
}

func (s *Store) Delete(id string) {
	s.mu.Lock()
	delete(s.m, id)
	s.mu.Unlock()
}

func (s *Store) Len() int {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return len(s.m)
}
