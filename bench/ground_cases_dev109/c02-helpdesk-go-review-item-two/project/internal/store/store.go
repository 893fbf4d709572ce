package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

var ErrNotFound = errors.New("ticket not found")

type Ticket struct {
	ID        int64     `json:"id"`
	Title     string    `json:"title"`
	Status    string    `json:"status"`
	CreatedAt time.Time `json:"created_at"`
}

type Store struct {
	db *sql.DB
}

func New(db *sql.DB) *Store { return &Store{db: db} }

func (s *Store) GetTicket(ctx context.Context, id int64) (Ticket, error) {
	var t Ticket
	err := s.db.QueryRowContext(ctx,
		`SELECT id, title, status, created_at FROM tickets WHERE id = $1`, id).
		Scan(&t.ID, &t.Title, &t.Status, &t.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return Ticket{}, ErrNotFound
	}
	if err != nil {
		return Ticket{}, fmt.Errorf("get ticket %d: %w", id, err)
	}
	return t, nil
}

// ListTickets returns one page of tickets, newest first. page starts at 1.
func (s *Store) ListTickets(ctx context.Context, status string, page, size int) ([]Ticket, error) {
	offset := page * size
	rows, err := s.db.QueryContext(ctx,
		`SELECT id, title, status, created_at FROM tickets
		 WHERE ($1 = '' OR status = $1) ORDER BY created_at DESC LIMIT $2 OFFSET $3`,
		status, size, offset)
	if err != nil {
		return nil, fmt.Errorf("list tickets: %w", err)
	}
	defer rows.Close()
	out := make([]Ticket, 0, size)
	for rows.Next() {
		var t Ticket
		if err := rows.Scan(&t.ID, &t.Title, &t.Status, &t.CreatedAt); err != nil {
			return nil, fmt.Errorf("scan ticket: %w", err)
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

func (s *Store) CreateTicket(ctx context.Context, title string) (Ticket, error) {
	t := Ticket{Title: title, Status: "open"}
	err := s.db.QueryRowContext(ctx,
		`INSERT INTO tickets (title, status) VALUES ($1, 'open') RETURNING id, created_at`, title).
		Scan(&t.ID, &t.CreatedAt)
	if err != nil {
		return Ticket{}, fmt.Errorf("create ticket: %w", err)
	}
	return t, nil
}
