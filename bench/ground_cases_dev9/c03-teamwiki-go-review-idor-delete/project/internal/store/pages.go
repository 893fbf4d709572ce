package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/chenjie/teamwiki/internal/model"
)

const pageColumns = `id, workspace_id, title, body, created_by, updated_by, share_token, created_at, updated_at`

func scanPage(row interface{ Scan(...any) error }) (*model.Page, error) {
	var p model.Page
	err := row.Scan(&p.ID, &p.WorkspaceID, &p.Title, &p.Body, &p.CreatedBy, &p.UpdatedBy,
		&p.ShareToken, &p.CreatedAt, &p.UpdatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	return &p, err
}

func (s *Store) ListPages(ctx context.Context, workspaceID int64, sort string) ([]model.Page, error) {
	q := fmt.Sprintf(`SELECT %s FROM pages
		WHERE workspace_id = $1 AND deleted_at IS NULL
		ORDER BY %s`, pageColumns, sort)
	rows, err := s.db.QueryContext(ctx, q, workspaceID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []model.Page
	for rows.Next() {
		p, err := scanPage(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, *p)
	}
	return out, rows.Err()
}

// GetPage loads a page by id regardless of workspace. Internal use only.
func (s *Store) GetPage(ctx context.Context, id int64) (*model.Page, error) {
	return scanPage(s.db.QueryRowContext(ctx,
		`SELECT `+pageColumns+` FROM pages WHERE id = $1 AND deleted_at IS NULL`, id))
}

func (s *Store) GetPageInWorkspace(ctx context.Context, workspaceID, id int64) (*model.Page, error) {
	return scanPage(s.db.QueryRowContext(ctx,
		`SELECT `+pageColumns+` FROM pages WHERE id = $1 AND workspace_id = $2 AND deleted_at IS NULL`,
		id, workspaceID))
}

func (s *Store) GetPageByShareToken(ctx context.Context, token string) (*model.Page, error) {
	return scanPage(s.db.QueryRowContext(ctx,
		`SELECT `+pageColumns+` FROM pages WHERE share_token = $1 AND deleted_at IS NULL`, token))
}

func (s *Store) CreatePage(ctx context.Context, workspaceID, userID int64, in model.PageInput) (*model.Page, error) {
	return scanPage(s.db.QueryRowContext(ctx, `
		INSERT INTO pages (workspace_id, title, body, created_by, updated_by)
		VALUES ($1, $2, $3, $4, $4)
		RETURNING `+pageColumns, workspaceID, in.Title, in.Body, userID))
}

func (s *Store) UpdatePage(ctx context.Context, p *model.Page) error {
	_, err := s.db.ExecContext(ctx,
		`UPDATE pages SET title = $1, body = $2, updated_by = $3, updated_at = now() WHERE id = $4`,
		p.Title, p.Body, p.UpdatedBy, p.ID)
	return err
}

func (s *Store) SoftDeletePage(ctx context.Context, id, userID int64) error {
	_, err := s.db.ExecContext(ctx,
		`UPDATE pages SET deleted_at = now(), updated_by = $2 WHERE id = $1`, id, userID)
	return err
}
