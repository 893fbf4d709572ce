package store

import (
	"context"
	"database/sql"
	"fmt"
	"time"
)

type Shift struct {
	ID       int64
	StaffID  int64
	Role     string
	StartsAt time.Time
	EndsAt   time.Time
}

type ShiftStore struct {
	db *sql.DB
}

func NewShiftStore(db *sql.DB) *ShiftStore { return &ShiftStore{db: db} }

const listShifts = `
SELECT id, staff_id, role, starts_at, ends_at
FROM shifts
WHERE store_id = $1 AND starts_at >= $2 AND starts_at < $3
ORDER BY starts_at, staff_id
LIMIT $4`

func (s *ShiftStore) List(ctx context.Context, storeID int64, from, to time.Time, limit int) ([]Shift, error) {
	rows, err := s.db.QueryContext(ctx, listShifts, storeID, from, to, limit)
	if err != nil {
		return nil, fmt.Errorf("query shifts: %w", err)
	}
	defer rows.Close()
	var out []Shift
	for rows.Next() {
		var sh Shift
		if err := rows.Scan(&sh.ID, &sh.StaffID, &sh.Role, &sh.StartsAt, &sh.EndsAt); err != nil {
			return nil, fmt.Errorf("scan shift: %w", err)
		}
		out = append(out, sh)
	}
	return out, rows.Err()
}
