package attendance

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

type Store struct {
	pool *pgxpool.Pool
}

func NewStore(pool *pgxpool.Pool) *Store {
	return &Store{pool: pool}
}

const listSQL = `
SELECT p.id, p.employee_id, e.name, p.kind, p.punched_at, p.device_id
FROM punches p
JOIN employees e ON e.id = p.employee_id
WHERE p.punched_at >= $1 AND p.punched_at < $2
ORDER BY p.punched_at`

func (s *Store) Between(ctx context.Context, from, to time.Time) ([]Punch, error) {
	rows, err := s.pool.Query(ctx, listSQL, from.UTC(), to.UTC())
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Punch
	for rows.Next() {
		var p Punch
		if err := rows.Scan(&p.ID, &p.EmployeeID, &p.EmployeeName, &p.Kind, &p.At, &p.DeviceID); err != nil {
			return nil, err
		}
		p.At = p.At.UTC()
		out = append(out, p)
	}
	return out, rows.Err()
}
