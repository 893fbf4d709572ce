package store

import (
	"context"
	"errors"
	"regexp"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// HandlePattern is what signup accepts for a handle.
var HandlePattern = regexp.MustCompile(`^[a-z0-9][a-z0-9._-]{1,29}$`)

type User struct {
	ID          int64
	Handle      string
	Email       string
	MutedEmails bool
}

type Users struct{ pool *pgxpool.Pool }

func NewUsers(pool *pgxpool.Pool) *Users { return &Users{pool: pool} }

// ByHandles returns the users with the given handles; unknown handles are skipped.
func (u *Users) ByHandles(ctx context.Context, handles []string) ([]User, error) {
	rows, err := u.pool.Query(ctx,
		`SELECT id, handle, email, muted_emails FROM users WHERE handle = ANY($1)`, handles)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, pgx.RowToStructByPos[User])
}

// ThreadWatchers returns the users watching a thread.
func (u *Users) ThreadWatchers(ctx context.Context, threadID int64) ([]User, error) {
	rows, err := u.pool.Query(ctx, `SELECT u.id, u.handle, u.email, u.muted_emails
		FROM users u JOIN thread_watchers w ON w.user_id = u.id WHERE w.thread_id = $1`, threadID)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, pgx.RowToStructByPos[User])
}

var ErrNotFound = errors.New("not found")
