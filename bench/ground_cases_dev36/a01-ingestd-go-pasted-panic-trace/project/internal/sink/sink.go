package sink

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
)

// Row is one decoded record ready to be written.
type Row struct {
	Key  string
	TS   int64
	Body []byte
}

// Sink receives decoded rows in batches.
type Sink interface {
	Write(ctx context.Context, rows []Row) error
}

// Postgres writes rows into the events table with one multi-row INSERT per batch.
type Postgres struct {
	DB    *sql.DB
	Table string
}

func (p *Postgres) Write(ctx context.Context, rows []Row) error {
	if len(rows) == 0 {
		return nil
	}
	var sb strings.Builder
	args := make([]any, 0, len(rows)*3)
	fmt.Fprintf(&sb, "INSERT INTO %s (key, ts, body) VALUES ", p.Table)
	for i, r := range rows {
		if i > 0 {
			sb.WriteString(", ")
		}
		fmt.Fprintf(&sb, "($%d, to_timestamp($%d), $%d)", i*3+1, i*3+2, i*3+3)
		args = append(args, r.Key, r.TS, r.Body)
	}
	sb.WriteString(" ON CONFLICT (key) DO NOTHING")
	_, err := p.DB.ExecContext(ctx, sb.String(), args...)
	return err
}
