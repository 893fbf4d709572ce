package store

import (
	"context"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

type Contact struct {
	CRMID     string
	Email     string
	Name      string
	Company   string
	UpdatedAt time.Time
}

// Checkpoint is where the next run resumes: contacts updated after Since,
// starting at Cursor (empty = first page).
type Checkpoint struct {
	Since  time.Time
	Cursor string
}

type DB struct {
	pool *pgxpool.Pool
	mu   sync.Mutex
}

func Open(ctx context.Context, url string) (*DB, error) {
	pool, err := pgxpool.New(ctx, url)
	if err != nil {
		return nil, err
	}
	return &DB{pool: pool}, nil
}

func (d *DB) Close() { d.pool.Close() }

func (d *DB) Checkpoint(ctx context.Context) (Checkpoint, error) {
	var cp Checkpoint
	err := d.pool.QueryRow(ctx, `SELECT since, cursor FROM crm_sync_checkpoint WHERE id = 1`).Scan(&cp.Since, &cp.Cursor)
	if err == pgx.ErrNoRows {
		return Checkpoint{}, nil
	}
	return cp, err
}

func (d *DB) SaveCheckpoint(ctx context.Context, cp Checkpoint) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	_, err := d.pool.Exec(ctx, `INSERT INTO crm_sync_checkpoint (id, since, cursor) VALUES (1, $1, $2)
		ON CONFLICT (id) DO UPDATE SET since = EXCLUDED.since, cursor = EXCLUDED.cursor`, cp.Since, cp.Cursor)
	return err
}

func (d *DB) UpsertContacts(ctx context.Context, rows []Contact) (int, error) {
	batch := &pgx.Batch{}
	for _, r := range rows {
		batch.Queue(`INSERT INTO contacts (crm_id, email, name, company, crm_updated_at)
			VALUES ($1, $2, $3, $4, $5)
			ON CONFLICT (crm_id) DO UPDATE SET email = EXCLUDED.email, name = EXCLUDED.name,
			company = EXCLUDED.company, crm_updated_at = EXCLUDED.crm_updated_at`,
			r.CRMID, r.Email, r.Name, r.Company, r.UpdatedAt)
	}
	res := d.pool.SendBatch(ctx, batch)
	defer res.Close()
	for range rows {
		if _, err := res.Exec(); err != nil {
			return 0, err
		}
	}
	return len(rows), nil
}
