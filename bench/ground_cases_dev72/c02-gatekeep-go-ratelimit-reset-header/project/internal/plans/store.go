package plans

import (
	"context"
	"database/sql"
	"errors"
)

var ErrNoWorkspace = errors.New("plans: unknown workspace")

type Store struct {
	db *sql.DB
}

func OpenStore(dsn string) (*Store, error) {
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		return nil, err
	}
	return &Store{db: db}, nil
}

// PlanFor reads the workspace's current plan from the subscriptions table.
func (s *Store) PlanFor(ctx context.Context, workspaceID string) (Plan, error) {
	var code string
	err := s.db.QueryRowContext(ctx,
		`SELECT plan_code FROM subscriptions WHERE workspace_id = $1 AND status IN ('active', 'trialing')`,
		workspaceID).Scan(&code)
	if errors.Is(err, sql.ErrNoRows) {
		return Plan{}, ErrNoWorkspace
	}
	if err != nil {
		return Plan{}, err
	}
	return ByCode(code), nil
}
