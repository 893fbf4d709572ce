package store

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/hoshino-trading/crmsync/internal/crm"
)

type Contacts struct {
	pool *pgxpool.Pool
}

func NewContacts(pool *pgxpool.Pool) *Contacts {
	return &Contacts{pool: pool}
}

const upsertContact = `
INSERT INTO contacts (id, crm_id, email, first_name, last_name, company, phone, owner_id, crm_updated_at, synced_at)
VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7, $8, now())
ON CONFLICT (crm_id) DO UPDATE SET
    email = EXCLUDED.email,
    first_name = EXCLUDED.first_name,
    last_name = EXCLUDED.last_name,
    company = EXCLUDED.company,
    phone = EXCLUDED.phone,
    owner_id = EXCLUDED.owner_id,
    crm_updated_at = EXCLUDED.crm_updated_at,
    synced_at = now()
WHERE contacts.crm_updated_at <= EXCLUDED.crm_updated_at`

// Upsert writes one page of contacts in a single batch.
func (s *Contacts) Upsert(ctx context.Context, contacts []crm.Contact) error {
	batch := &pgx.Batch{}
	for _, c := range contacts {
		batch.Queue(upsertContact, c.ID, c.Email, c.FirstName, c.LastName, c.Company, c.Phone, c.OwnerID, c.UpdatedAt)
	}
	br := s.pool.SendBatch(ctx, batch)
	defer br.Close()
	for range contacts {
		if _, err := br.Exec(); err != nil {
			return err
		}
	}
	return nil
}

// SaveCursor remembers where the last successful run stopped.
func (s *Contacts) SaveCursor(ctx context.Context, job, cursor string) error {
	_, err := s.pool.Exec(ctx,
		`INSERT INTO sync_cursors (job, cursor, updated_at) VALUES ($1, $2, now())
		 ON CONFLICT (job) DO UPDATE SET cursor = EXCLUDED.cursor, updated_at = now()`, job, cursor)
	return err
}
