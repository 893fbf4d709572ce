package store

import (
	"context"
	"database/sql"
	"sync"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"
)

type Job struct {
	ID   int64
	URL  string
	Body []byte
}

type Store struct {
	db    *sql.DB
	mu    sync.Mutex
	stats Stats
}

type Stats struct {
	Delivered, Failed int64
	LastClaim         time.Time
}

func Open(ctx context.Context, url string) (*Store, error) {
	db, err := sql.Open("pgx", url)
	if err != nil {
		return nil, err
	}
	return &Store{db: db}, db.PingContext(ctx)
}

// ClaimPending marks up to n pending deliveries as in flight and returns them.
func (s *Store) ClaimPending(ctx context.Context, n int) []Job {
	rows, err := s.db.QueryContext(ctx, `
		UPDATE deliveries SET state = 'in_flight', claimed_at = now()
		WHERE id IN (SELECT id FROM deliveries WHERE state = 'pending'
		             ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
		RETURNING id, url, body`, n)
	if err != nil {
		return nil
	}
	defer rows.Close()
	var jobs []Job
	for rows.Next() {
		var j Job
		if rows.Scan(&j.ID, &j.URL, &j.Body) == nil {
			jobs = append(jobs, j)
		}
	}
	s.mu.Lock()
	s.stats.LastClaim = time.Now()
	s.mu.Unlock()
	return jobs
}

func (s *Store) MarkDelivered(ctx context.Context, id int64) {
	_, _ = s.db.ExecContext(ctx, `UPDATE deliveries SET state = 'delivered', delivered_at = now() WHERE id = $1`, id)
	s.mu.Lock()
	s.stats.Delivered++
	s.mu.Unlock()
}

func (s *Store) MarkFailed(ctx context.Context, id int64, reason string) {
	_, _ = s.db.ExecContext(ctx, `UPDATE deliveries SET state = 'failed', last_error = $2 WHERE id = $1`, id, reason)
	s.mu.Lock()
	s.stats.Failed++
	s.mu.Unlock()
}

// Snapshot returns a copy of the counters.
func (s *Store) Snapshot() Stats {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.stats
}
