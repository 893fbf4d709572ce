package slots

import "sync"

// Bookings counts orders booked into each slot.
type Bookings interface {
	Count(slotID string) int
	Book(slotID string) error
}

// MemoryBookings is the in-process store used in development and tests.
type MemoryBookings struct {
	mu     sync.Mutex
	counts map[string]int
}

func NewMemoryBookings() *MemoryBookings {
	return &MemoryBookings{counts: map[string]int{}}
}

func (m *MemoryBookings) Count(slotID string) int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.counts[slotID]
}

func (m *MemoryBookings) Book(slotID string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.counts[slotID]++
	return nil
}
