package loans

import (
	"context"
	"fmt"
	"time"

	"github.com/priyak/shelfmark/internal/store"
)

type Loan struct {
	ID         int64     `json:"id"`
	Title      string    `json:"title"`
	PatronName string    `json:"patron_name"`
	DueOn      time.Time `json:"due_on"`
}

type Service struct {
	db store.DB
}

func NewService(db store.DB) *Service { return &Service{db: db} }

// ListLoans returns the items currently checked out from a branch.
func (s *Service) ListLoans(ctx context.Context, branchID int64) ([]Loan, error) {
	rows, err := s.db.LoansForBranch(ctx, branchID)
	if err != nil {
		return nil, fmt.Errorf("loans for branch %d: %w", branchID, err)
	}
	ids := make([]int64, 0, len(rows))
	for _, r := range rows {
		ids = append(ids, r.PatronID)
	}
	patrons, err := s.db.PatronsByIDs(ctx, ids)
	if err != nil {
		return nil, fmt.Errorf("patrons: %w", err)
	}
	out := make([]Loan, 0, len(rows))
	for _, r := range rows {
		out = append(out, Loan{
			ID:         r.ID,
			Title:      r.Title,
			PatronName: patrons[r.PatronID].Name,
			DueOn:      r.DueOn,
		})
	}
	return out, nil
}
