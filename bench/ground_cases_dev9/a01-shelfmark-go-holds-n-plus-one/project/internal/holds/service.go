package holds

import (
	"context"
	"fmt"
	"time"

	"github.com/priyak/shelfmark/internal/store"
)

type Hold struct {
	ID         int64     `json:"id"`
	Title      string    `json:"title"`
	PatronName string    `json:"patron_name"`
	PatronCard string    `json:"patron_card"`
	Position   int       `json:"position"`
	PlacedAt   time.Time `json:"placed_at"`
}

type Service struct {
	db store.DB
}

func NewService(db store.DB) *Service { return &Service{db: db} }

// ListHolds returns the open holds waiting for pickup at a branch.
func (s *Service) ListHolds(ctx context.Context, branchID int64) ([]Hold, error) {
	rows, err := s.db.HoldsForBranch(ctx, branchID)
	if err != nil {
		return nil, fmt.Errorf("holds for branch %d: %w", branchID, err)
	}
	out := make([]Hold, 0, len(rows))
	for _, r := range rows {
		p, err := s.db.PatronByID(ctx, r.PatronID)
		if err != nil {
			return nil, fmt.Errorf("patron %d: %w", r.PatronID, err)
		}
		out = append(out, Hold{
			ID:         r.ID,
			Title:      r.Title,
			PatronName: p.Name,
			PatronCard: p.CardNo,
			Position:   r.Position,
			PlacedAt:   r.PlacedAt,
		})
	}
	return out, nil
}

// CancelHold removes a hold on behalf of the patron who placed it.
func (s *Service) CancelHold(ctx context.Context, holdID int64, cardNo string) error {
	h, err := s.db.HoldByID(ctx, holdID)
	if err != nil {
		return fmt.Errorf("hold %d: %w", holdID, err)
	}
	p, err := s.db.PatronByID(ctx, h.PatronID)
	if err != nil {
		return fmt.Errorf("patron %d: %w", h.PatronID, err)
	}
	if p.CardNo != cardNo {
		return ErrNotYourHold
	}
	return s.db.DeleteHold(ctx, holdID)
}

var ErrNotYourHold = fmt.Errorf("hold belongs to another patron")
