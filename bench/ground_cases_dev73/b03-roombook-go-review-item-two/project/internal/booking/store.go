package booking

import (
	"errors"
	"sync"
)

var ErrConflict = errors.New("booking: room already booked")

type Store interface {
	Rooms() []Room
	Room(id string) (Room, bool)
	Add(b Booking) error
	ForRoom(roomID string) []Booking
}

type MemoryStore struct {
	mu       sync.Mutex
	rooms    map[string]Room
	bookings []Booking
}

func NewMemoryStore() *MemoryStore {
	return &MemoryStore{rooms: map[string]Room{
		"t-301": {ID: "t-301", Name: "富士", Floor: 3, Capacity: 8, Office: "tokyo"},
		"t-302": {ID: "t-302", Name: "浅間", Floor: 3, Capacity: 4, Office: "tokyo"},
		"t-501": {ID: "t-501", Name: "大会議室", Floor: 5, Capacity: 20, Office: "tokyo"},
		"ny-12": {ID: "ny-12", Name: "Hudson", Floor: 12, Capacity: 6, Office: "newyork"},
	}}
}

func (s *MemoryStore) Rooms() []Room {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]Room, 0, len(s.rooms))
	for _, r := range s.rooms {
		out = append(out, r)
	}
	return out
}

func (s *MemoryStore) Room(id string) (Room, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	r, ok := s.rooms[id]
	return r, ok
}

// Add stores a booking unless it overlaps an existing one in the same room.
func (s *MemoryStore) Add(b Booking) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, o := range s.bookings {
		if o.Overlaps(b) {
			return ErrConflict
		}
	}
	s.bookings = append(s.bookings, b)
	return nil
}

func (s *MemoryStore) ForRoom(roomID string) []Booking {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []Booking
	for _, b := range s.bookings {
		if b.RoomID == roomID {
			out = append(out, b)
		}
	}
	return out
}
