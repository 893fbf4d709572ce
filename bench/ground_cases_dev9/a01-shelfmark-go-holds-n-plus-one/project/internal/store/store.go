package store

import (
	"context"
	"time"
)

type Patron struct {
	ID         int64
	Name       string
	CardNo     string
	HomeBranch int64
}

type HoldRow struct {
	ID       int64
	PatronID int64
	Title    string
	Position int
	PlacedAt time.Time
}

type LoanRow struct {
	ID       int64
	PatronID int64
	Title    string
	DueOn    time.Time
}

// DB is what the services need from the database.
type DB interface {
	PatronByID(ctx context.Context, id int64) (Patron, error)
	PatronsByIDs(ctx context.Context, ids []int64) (map[int64]Patron, error)
	HoldsForBranch(ctx context.Context, branchID int64) ([]HoldRow, error)
	LoansForBranch(ctx context.Context, branchID int64) ([]LoanRow, error)
	DeleteHold(ctx context.Context, id int64) error
	HoldByID(ctx context.Context, id int64) (HoldRow, error)
}
