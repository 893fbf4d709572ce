package booking

import (
	"sort"
	"sync"
	"time"
)

// Store keeps bookings in memory, per room, sorted by start time.
type Store struct {
	mu     sync.Mutex
	nextID int64
	rooms  map[string][]Booking
}

func NewStore() *Store {
	return &Store{rooms: map[string][]Booking{}}
}

func (s *Store) AddRoom(name string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.rooms[name]; !ok {
		s.rooms[name] = nil
	}
}

func (s *Store) Create(b Booking) (Booking, error) {
	if err := b.Validate(); err != nil {
		return Booking{}, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	existing, ok := s.rooms[b.Room]
	if !ok {
		return Booking{}, ErrUnknownRoom
	}
	for _, e := range existing {
		if e.Overlaps(b) {
			return Booking{}, &ConflictError{Existing: e}
		}
	}
	s.nextID++
	b.ID = s.nextID
	s.insert(b)
	return b, nil
}

func (s *Store) insert(b Booking) {
	list := append(s.rooms[b.Room], b)
	sort.Slice(list, func(i, j int) bool { return list[i].Start.Before(list[j].Start) })
	s.rooms[b.Room] = list
}

// Between returns the room's bookings that start in [from, to).
func (s *Store) Between(room string, from, to time.Time) []Booking {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []Booking
	for _, b := range s.rooms[room] {
		if !b.Start.Before(from) && b.Start.Before(to) {
			out = append(out, b)
		}
	}
	return out
}

func (s *Store) Cancel(room string, id int64) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	list := s.rooms[room]
	for i, b := range list {
		if b.ID == id {
			s.rooms[room] = append(list[:i], list[i+1:]...)
			return true
		}
	}
	return false
}
