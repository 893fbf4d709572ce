package store

import (
	"context"
	"errors"
	"time"
)

var ErrNotFound = errors.New("shipment not found")

// Scan is one carrier scan event (pickup, hub, out for delivery ...).
type Scan struct {
	At       time.Time
	Location string
	Code     string
}

// Shipment as stored. LastScan is nil until the carrier reports the first scan.
type Shipment struct {
	ID        int64
	Tracking  string
	Carrier   string
	Status    string
	CreatedAt time.Time
	LastScan  *Scan
}

// ListFilter narrows List; zero values mean "no filter".
type ListFilter struct {
	Carrier string
}

type Shipments interface {
	List(ctx context.Context, f ListFilter) ([]Shipment, error)
	Get(ctx context.Context, id int64) (*Shipment, error)
	Create(ctx context.Context, s Shipment) (int64, error)
	AddScan(ctx context.Context, id int64, scan Scan) error
}

// Memory is the in-process implementation used by tests and local dev.
type Memory struct {
	rows   []Shipment
	nextID int64
}

func NewMemory() *Memory { return &Memory{nextID: 1} }

func (m *Memory) List(ctx context.Context, f ListFilter) ([]Shipment, error) {
	out := make([]Shipment, 0, len(m.rows))
	for _, s := range m.rows {
		if f.Carrier != "" && s.Carrier != f.Carrier {
			continue
		}
		out = append(out, s)
	}
	return out, nil
}

func (m *Memory) Get(ctx context.Context, id int64) (*Shipment, error) {
	for i := range m.rows {
		if m.rows[i].ID == id {
			s := m.rows[i]
			return &s, nil
		}
	}
	return nil, ErrNotFound
}

func (m *Memory) Create(ctx context.Context, s Shipment) (int64, error) {
	s.ID = m.nextID
	m.nextID++
	m.rows = append(m.rows, s)
	return s.ID, nil
}

func (m *Memory) AddScan(ctx context.Context, id int64, scan Scan) error {
	for i := range m.rows {
		if m.rows[i].ID == id {
			m.rows[i].LastScan = &scan
			return nil
		}
	}
	return ErrNotFound
}
