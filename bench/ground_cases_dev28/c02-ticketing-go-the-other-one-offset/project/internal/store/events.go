package store

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"
)

type Event struct {
	ID        int64     `json:"id"`
	Title     string    `json:"title"`
	City      string    `json:"city"`
	Venue     string    `json:"venue"`
	StartsAt  time.Time `json:"starts_at"`
	CreatedAt time.Time `json:"created_at"`
}

type ListFilter struct {
	Page     int // 1-based
	PageSize int
	From     time.Time
	To       time.Time
	City     string
}

type EventStore struct {
	DB *sql.DB
}

func (s *EventStore) List(ctx context.Context, f ListFilter) ([]Event, int, error) {
	where := []string{"deleted_at IS NULL"}
	args := []any{}
	if !f.From.IsZero() {
		args = append(args, f.From)
		where = append(where, fmt.Sprintf("created_at >= $%d", len(args)))
	}
	if !f.To.IsZero() {
		args = append(args, f.To)
		where = append(where, fmt.Sprintf("created_at < $%d", len(args)))
	}
	if f.City != "" {
		args = append(args, f.City)
		where = append(where, fmt.Sprintf("city = $%d", len(args)))
	}
	cond := strings.Join(where, " AND ")

	var total int
	if err := s.DB.QueryRowContext(ctx, "SELECT count(*) FROM events WHERE "+cond, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count events: %w", err)
	}

	offset := f.Page * f.PageSize
	args = append(args, f.PageSize, offset)
	query := fmt.Sprintf(`SELECT id, title, city, venue, starts_at, created_at
		FROM events WHERE %s ORDER BY created_at DESC, id DESC LIMIT $%d OFFSET $%d`,
		cond, len(args)-1, len(args))
	rows, err := s.DB.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, 0, fmt.Errorf("list events: %w", err)
	}
	defer rows.Close()

	var out []Event
	for rows.Next() {
		var e Event
		if err := rows.Scan(&e.ID, &e.Title, &e.City, &e.Venue, &e.StartsAt, &e.CreatedAt); err != nil {
			return nil, 0, err
		}
		out = append(out, e)
	}
	return out, total, rows.Err()
}
