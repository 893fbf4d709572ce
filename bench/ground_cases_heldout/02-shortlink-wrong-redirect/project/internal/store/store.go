// Package store keeps the id -> URL table.
package store

import "errors"

// ErrNotFound is returned when no link has the requested id.
var ErrNotFound = errors.New("store: not found")

// Store is the persistence interface used by the handlers.
type Store interface {
	// Put stores url and returns its new sequential id.
	Put(url string) (uint64, error)
	// Get returns the URL stored under id.
	Get(id uint64) (string, error)
}
