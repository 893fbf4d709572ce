package booking

import (
	"context"
	"time"
)

type Store interface {
	ListForRoom(ctx context.Context, roomID int64, from, to time.Time) ([]Booking, error)
	InsertIfFree(ctx context.Context, b Booking) (int64, error)
	Cancel(ctx context.Context, id int64) error
}

type Service struct {
	store Store
}

func NewService(s Store) *Service { return &Service{store: s} }

// Reserve books a room if nothing overlaps. The store re-checks inside its transaction.
func (s *Service) Reserve(ctx context.Context, b Booking) (Booking, error) {
	if err := b.Validate(); err != nil {
		return Booking{}, err
	}
	existing, err := s.store.ListForRoom(ctx, b.RoomID, b.StartsAt.Add(-MaxDuration), b.EndsAt.Add(MaxDuration))
	if err != nil {
		return Booking{}, err
	}
	for _, e := range existing {
		if Overlaps(b.StartsAt, b.EndsAt, e.StartsAt, e.EndsAt) {
			return Booking{}, ErrConflict
		}
	}
	id, err := s.store.InsertIfFree(ctx, b)
	if err != nil {
		return Booking{}, err
	}
	b.ID, b.Status = id, "confirmed"
	return b, nil
}

func (s *Service) Cancel(ctx context.Context, id int64) error {
	return s.store.Cancel(ctx, id)
}

func (s *Service) Day(ctx context.Context, roomID int64, day time.Time) ([]Booking, error) {
	return s.store.ListForRoom(ctx, roomID, day, day.Add(24*time.Hour))
}
