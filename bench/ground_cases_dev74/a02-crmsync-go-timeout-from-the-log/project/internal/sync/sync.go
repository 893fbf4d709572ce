package sync

import (
	"context"
	"fmt"
	"log"
	"strings"
	"time"

	"github.com/fieldlane/crmsync/internal/crm"
	"github.com/fieldlane/crmsync/internal/store"
)

type Source interface {
	Contacts(ctx context.Context, since time.Time, cursor string, limit int) (*crm.Page, error)
}

type Sink interface {
	Checkpoint(ctx context.Context) (store.Checkpoint, error)
	SaveCheckpoint(ctx context.Context, cp store.Checkpoint) error
	UpsertContacts(ctx context.Context, rows []store.Contact) (int, error)
}

type Job struct {
	CRM      Source
	Store    Sink
	PageSize int
	DryRun   bool
	// Since, when set, overrides the stored checkpoint (backfill).
	Since time.Time
}

type Stats struct {
	Pages    int
	Upserted int
	Skipped  int
}

func (j Job) Run(ctx context.Context) (Stats, error) {
	var stats Stats
	cp, err := j.Store.Checkpoint(ctx)
	if err != nil {
		return stats, fmt.Errorf("read checkpoint: %w", err)
	}
	if !j.Since.IsZero() {
		cp = store.Checkpoint{Since: j.Since}
	}
	started := time.Now().UTC()
	cursor := cp.Cursor
	if cursor != "" {
		log.Printf("resuming at cursor %s (since %s)", cursor, cp.Since.Format(time.RFC3339))
	}
	for {
		page, err := j.CRM.Contacts(ctx, cp.Since, cursor, j.PageSize)
		if err != nil {
			return stats, fmt.Errorf("page %d: fetch contacts: %w", stats.Pages+1, err)
		}
		stats.Pages++
		rows := make([]store.Contact, 0, len(page.Contacts))
		for _, c := range page.Contacts {
			if c.Archived || c.Email == "" {
				stats.Skipped++
				continue
			}
			rows = append(rows, toRow(c))
		}
		if !j.DryRun {
			n, err := j.Store.UpsertContacts(ctx, rows)
			if err != nil {
				return stats, fmt.Errorf("page %d: upsert: %w", stats.Pages, err)
			}
			stats.Upserted += n
			if page.NextCursor != "" {
				if err := j.Store.SaveCheckpoint(ctx, store.Checkpoint{Since: cp.Since, Cursor: page.NextCursor}); err != nil {
					return stats, fmt.Errorf("page %d: save checkpoint: %w", stats.Pages, err)
				}
			}
		}
		log.Printf("page %d: %d contacts, %d kept", stats.Pages, len(page.Contacts), len(rows))
		if page.NextCursor == "" {
			break
		}
		cursor = page.NextCursor
	}
	if j.DryRun {
		return stats, nil
	}
	return stats, j.Store.SaveCheckpoint(ctx, store.Checkpoint{Since: started})
}

func toRow(c crm.Contact) store.Contact {
	return store.Contact{
		CRMID:     c.ID,
		Email:     strings.ToLower(strings.TrimSpace(c.Email)),
		Name:      strings.TrimSpace(c.FirstName + " " + c.LastName),
		Company:   c.Company,
		UpdatedAt: c.UpdatedAt,
	}
}
