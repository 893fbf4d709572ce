package store

import (
	"context"
	"database/sql"
	"errors"

	"github.com/chenjie/teamwiki/internal/model"
)

var ErrNotFound = errors.New("not found")

type Store struct {
	db *sql.DB
}

func New(db *sql.DB) *Store {
	return &Store{db: db}
}

func (s *Store) UserByToken(ctx context.Context, token string) (*model.User, *model.Workspace, error) {
	var u model.User
	var ws model.Workspace
	err := s.db.QueryRowContext(ctx, `
		SELECT u.id, u.name, w.id, w.slug
		FROM api_tokens t
		JOIN users u ON u.id = t.user_id
		JOIN workspaces w ON w.id = u.workspace_id
		WHERE t.token = $1 AND t.revoked_at IS NULL`, token).
		Scan(&u.ID, &u.Name, &ws.ID, &ws.Slug)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil, ErrNotFound
	}
	u.WorkspaceID = ws.ID
	return &u, &ws, err
}
