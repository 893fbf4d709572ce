package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

var ErrNotFound = errors.New("not found")

type Event struct {
	ID          int64     `json:"id"`
	ClubID      int64     `json:"club_id"`
	Title       string    `json:"title"`
	Venue       string    `json:"venue"`
	StartsAt    time.Time `json:"starts_at"`
	OrganizerID int64     `json:"organizer_id"`
	Capacity    int       `json:"capacity"`
}

type EventInput struct {
	Title    string    `json:"title"`
	Venue    string    `json:"venue"`
	StartsAt time.Time `json:"starts_at"`
	Capacity int       `json:"capacity"`
}

type EventStore struct {
	db *sql.DB
}

func NewEventStore(db *sql.DB) *EventStore { return &EventStore{db: db} }

const eventColumns = `e.id, e.club_id, e.title, e.venue, e.starts_at, e.organizer_id, e.capacity`

var sortColumns = map[string]string{
	"date":  "e.starts_at",
	"title": "e.title",
	"venue": "e.venue",
}

// ListEvents returns the upcoming events of a club, ordered by an allow-listed key.
func (s *EventStore) ListEvents(ctx context.Context, clubID int64, sort string, limit int) ([]Event, error) {
	col, ok := sortColumns[sort]
	if !ok {
		col = "e.starts_at"
	}
	q := fmt.Sprintf(`SELECT %s FROM events e
		WHERE e.club_id = $1 AND e.starts_at >= now()
		ORDER BY %s LIMIT $2`, eventColumns, col)
	rows, err := s.db.QueryContext(ctx, q, clubID, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	return scanEvents(rows)
}

// SearchEvents returns the events of a club whose title contains keyword, newest first.
func (s *EventStore) SearchEvents(ctx context.Context, clubID int64, keyword string, limit int) ([]Event, error) {
	q := `SELECT ` + eventColumns + ` FROM events e
		WHERE e.club_id = $1 AND e.title ILIKE '%` + keyword + `%'
		ORDER BY e.starts_at DESC LIMIT $2`
	rows, err := s.db.QueryContext(ctx, q, clubID, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Event
	for rows.Next() {
		var e Event
		if err := rows.Scan(&e.ID, &e.ClubID, &e.Title, &e.Venue, &e.StartsAt, &e.OrganizerID, &e.Capacity); err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, nil
}

func (s *EventStore) Get(ctx context.Context, id int64) (Event, error) {
	row := s.db.QueryRowContext(ctx, `SELECT `+eventColumns+` FROM events e WHERE e.id = $1`, id)
	var e Event
	err := row.Scan(&e.ID, &e.ClubID, &e.Title, &e.Venue, &e.StartsAt, &e.OrganizerID, &e.Capacity)
	if errors.Is(err, sql.ErrNoRows) {
		return Event{}, ErrNotFound
	}
	return e, err
}

func (s *EventStore) Update(ctx context.Context, id int64, in EventInput) error {
	_, err := s.db.ExecContext(ctx,
		`UPDATE events SET title = $2, venue = $3, starts_at = $4, capacity = $5 WHERE id = $1`,
		id, in.Title, in.Venue, in.StartsAt, in.Capacity)
	return err
}

func (s *EventStore) Delete(ctx context.Context, id int64) error {
	_, err := s.db.ExecContext(ctx, `DELETE FROM events WHERE id = $1`, id)
	return err
}

func scanEvents(rows *sql.Rows) ([]Event, error) {
	out := []Event{}
	for rows.Next() {
		var e Event
		if err := rows.Scan(&e.ID, &e.ClubID, &e.Title, &e.Venue, &e.StartsAt, &e.OrganizerID, &e.Capacity); err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, rows.Err()
}
