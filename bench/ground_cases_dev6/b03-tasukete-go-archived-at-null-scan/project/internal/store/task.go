package store

import (
	"context"

	"github.com/tanaka-k/tasukete-api/internal/model"
)

func (db *DB) ListTasks(ctx context.Context, projectID int64) ([]model.Task, error) {
	rows, err := db.pool.Query(ctx, `
		SELECT id, project_id, title, status, assignee_id, created_at, completed_at
		FROM tasks
		WHERE project_id = $1
		ORDER BY created_at`, projectID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()

	var out []model.Task
	for rows.Next() {
		var t model.Task
		if err := rows.Scan(&t.ID, &t.ProjectID, &t.Title, &t.Status, &t.AssigneeID, &t.CreatedAt, &t.CompletedAt); err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

func (db *DB) CompleteTask(ctx context.Context, id int64) error {
	_, err := db.pool.Exec(ctx, `UPDATE tasks SET status = 'done', completed_at = now() WHERE id = $1`, id)
	return err
}
