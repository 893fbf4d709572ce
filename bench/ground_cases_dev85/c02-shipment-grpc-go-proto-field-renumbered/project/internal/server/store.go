package server

import (
	"context"
	"errors"
	"sync"

	shipmentv1 "github.com/lanshan/shipment/gen/shipment/v1"
)

var ErrNotFound = errors.New("shipment not found")

type Store interface {
	Insert(ctx context.Context, s *shipmentv1.Shipment) error
	Get(ctx context.Context, id string) (*shipmentv1.Shipment, error)
}

// MemStore is used in tests and in local dev.
type MemStore struct {
	mu   sync.Mutex
	rows map[string]*shipmentv1.Shipment
}

func NewMemStore() *MemStore { return &MemStore{rows: map[string]*shipmentv1.Shipment{}} }

func (m *MemStore) Insert(_ context.Context, s *shipmentv1.Shipment) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.rows[s.Id] = s
	return nil
}

func (m *MemStore) Get(_ context.Context, id string) (*shipmentv1.Shipment, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	s, ok := m.rows[id]
	if !ok {
		return nil, ErrNotFound
	}
	return s, nil
}
