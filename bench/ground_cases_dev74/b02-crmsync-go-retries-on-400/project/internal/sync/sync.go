package sync

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/hoshino-trading/crmsync/internal/crm"
)

type Source interface {
	ListContacts(ctx context.Context, since time.Time, cursor string) (*crm.Page, error)
}

type Sink interface {
	Upsert(ctx context.Context, contacts []crm.Contact) error
	SaveCursor(ctx context.Context, job, cursor string) error
}

type Job struct {
	src Source
	dst Sink
	log *slog.Logger
}

func NewJob(src Source, dst Sink, log *slog.Logger) *Job {
	return &Job{src: src, dst: dst, log: log}
}

// Run pages through every contact updated since the given time and upserts them.
func (j *Job) Run(ctx context.Context, since time.Time) (int, error) {
	total := 0
	cursor := ""
	for page := 1; ; page++ {
		p, err := j.src.ListContacts(ctx, since, cursor)
		if err != nil {
			return total, fmt.Errorf("page %d: %w", page, err)
		}
		if err := j.dst.Upsert(ctx, p.Results); err != nil {
			return total, fmt.Errorf("page %d: upsert: %w", page, err)
		}
		total += len(p.Results)
		j.log.Info("page synced", "page", page, "count", len(p.Results), "total", total)
		if p.Paging.Next == "" {
			return total, nil
		}
		cursor = p.Paging.Next
		if err := j.dst.SaveCursor(ctx, "contacts", cursor); err != nil {
			return total, err
		}
	}
}
