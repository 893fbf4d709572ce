// Package store keeps short links and their hit counters.
package store

import (
	"context"
	"crypto/rand"
	"errors"
	"time"
)

var (
	ErrNotFound = errors.New("store: link not found")
	ErrExists   = errors.New("store: slug already taken")
)

// Store is what the HTTP layer needs. Redis implements it in production,
// the tests use an in-memory fake.
type Store interface {
	Put(ctx context.Context, slug, url string, ttl time.Duration) error
	Get(ctx context.Context, slug string) (string, error)
	Incr(ctx context.Context, slug string) error
	Hits(ctx context.Context, slug string) (int, error)
}

const alphabet = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"

// NewSlug returns a random 7-character slug without look-alike characters.
func NewSlug() string {
	b := make([]byte, 7)
	if _, err := rand.Read(b); err != nil {
		panic(err)
	}
	for i := range b {
		b[i] = alphabet[int(b[i])%len(alphabet)]
	}
	return string(b)
}
