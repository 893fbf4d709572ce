package store

import (
	"context"

	"github.com/tanaka-k/tasukete-api/internal/model"
)

const projectColumns = `id, name, owner_id, created_at, archived_at`

func scanProject(row interface{ Scan(...any) error }) (model.Project, error) {
	var p model.Project
	err := row.Scan(&p.ID, &p.Name, &p.OwnerID, &p.CreatedAt, &p.ArchivedAt)
	return p, err
}

// ListProjects returns the projects the user is a member of, newest first.
func (db *DB) ListProjects(ctx context.Context, userID int64) ([]model.Project, error) {
	rows, err := db.pool.Query(ctx, `
		SELECT `+projectColumns+`
		FROM projects p
		JOIN project_members m ON m.project_id = p.id
		WHERE m.user_id = $1
		ORDER BY p.created_at DESC`, userID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()

	var out []model.Project
	for rows.Next() {
		p, err := scanProject(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

func (db *DB) GetProject(ctx context.Context, id int64) (model.Project, error) {
	return scanProject(db.pool.QueryRow(ctx, `SELECT `+projectColumns+` FROM projects WHERE id = $1`, id))
}

func (db *DB) ArchiveProject(ctx context.Context, id int64) error {
	_, err := db.pool.Exec(ctx, `UPDATE projects SET archived_at = now() WHERE id = $1 AND archived_at IS NULL`, id)
	return err
}
