package store

import (
	"context"
	"database/sql"
	"time"

	"github.com/lanting/roomd/internal/booking"
)

type Postgres struct {
	db *sql.DB
}

func NewPostgres(db *sql.DB) *Postgres { return &Postgres{db: db} }

func (p *Postgres) ListForRoom(ctx context.Context, roomID int64, from, to time.Time) ([]booking.Booking, error) {
	rows, err := p.db.QueryContext(ctx, `
		SELECT id, room_id, organizer, title, starts_at, ends_at, status
		FROM bookings
		WHERE room_id = $1 AND status = 'confirmed' AND starts_at < $3 AND ends_at > $2
		ORDER BY starts_at`, roomID, from, to)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []booking.Booking
	for rows.Next() {
		var b booking.Booking
		if err := rows.Scan(&b.ID, &b.RoomID, &b.Organizer, &b.Title, &b.StartsAt, &b.EndsAt, &b.Status); err != nil {
			return nil, err
		}
		out = append(out, b)
	}
	return out, rows.Err()
}

// InsertIfFree re-checks for a conflicting booking and inserts in one transaction.
func (p *Postgres) InsertIfFree(ctx context.Context, b booking.Booking) (int64, error) {
	tx, err := p.db.BeginTx(ctx, nil)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()

	var n int
	err = tx.QueryRowContext(ctx, `
		SELECT count(*) FROM bookings
		WHERE room_id = $1 AND status = 'confirmed' AND starts_at < $3 AND ends_at > $2`,
		b.RoomID, b.StartsAt, b.EndsAt).Scan(&n)
	if err != nil {
		return 0, err
	}
	if n > 0 {
		return 0, booking.ErrConflict
	}

	var id int64
	err = tx.QueryRowContext(ctx, `
		INSERT INTO bookings (room_id, organizer, title, starts_at, ends_at)
		VALUES ($1, $2, $3, $4, $5) RETURNING id`,
		b.RoomID, b.Organizer, b.Title, b.StartsAt, b.EndsAt).Scan(&id)
	if err != nil {
		return 0, err
	}
	return id, tx.Commit()
}

func (p *Postgres) Cancel(ctx context.Context, id int64) error {
	_, err := p.db.ExecContext(ctx, `UPDATE bookings SET status = 'cancelled' WHERE id = $1`, id)
	return err
}
