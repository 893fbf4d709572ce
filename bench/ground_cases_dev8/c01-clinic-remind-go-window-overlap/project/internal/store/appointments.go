package store

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

type Appointment struct {
	ID        int64
	Patient   string
	Phone     string
	Doctor    string
	StartsAt  time.Time
	Cancelled bool
}

type Store struct {
	pool *pgxpool.Pool
}

func Open(ctx context.Context, url string) (*Store, error) {
	pool, err := pgxpool.New(ctx, url)
	if err != nil {
		return nil, err
	}
	return &Store{pool: pool}, nil
}

func (s *Store) Close() { s.pool.Close() }

// AppointmentsBetween returns appointments starting in [from, to).
func (s *Store) AppointmentsBetween(ctx context.Context, from, to time.Time) ([]Appointment, error) {
	rows, err := s.pool.Query(ctx, `
		SELECT a.id, p.name, p.phone, d.name, a.starts_at, a.cancelled
		FROM appointments a
		JOIN patients p ON p.id = a.patient_id
		JOIN doctors d ON d.id = a.doctor_id
		WHERE a.starts_at >= $1 AND a.starts_at < $2
		ORDER BY a.starts_at`, from, to)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Appointment
	for rows.Next() {
		var a Appointment
		if err := rows.Scan(&a.ID, &a.Patient, &a.Phone, &a.Doctor, &a.StartsAt, &a.Cancelled); err != nil {
			return nil, err
		}
		out = append(out, a)
	}
	return out, rows.Err()
}
