package store

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5/pgxpool"
)

type User struct {
	ID        int64
	Email     string
	Name      string
	AvatarKey string
}

type DB struct {
	pool *pgxpool.Pool
}

func Open(ctx context.Context, url string) (*DB, error) {
	pool, err := pgxpool.New(ctx, url)
	if err != nil {
		return nil, err
	}
	return &DB{pool: pool}, nil
}

func (d *DB) Close() { d.pool.Close() }

// sortColumns maps the accepted ?sort= values to ORDER BY clauses. Identifiers
// can't be bound as parameters, so only these strings ever reach the query.
var sortColumns = map[string]string{
	"name":       "name, id",
	"email":      "email, id",
	"created_at": "created_at DESC, id",
}

func (d *DB) ListUsers(ctx context.Context, sort string, limit int) ([]User, error) {
	order, ok := sortColumns[sort]
	if !ok {
		order = sortColumns["name"]
	}
	q := fmt.Sprintf("SELECT id, email, name, avatar_key FROM users ORDER BY %s LIMIT $1", order)
	rows, err := d.pool.Query(ctx, q, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []User
	for rows.Next() {
		var u User
		if err := rows.Scan(&u.ID, &u.Email, &u.Name, &u.AvatarKey); err != nil {
			return nil, err
		}
		out = append(out, u)
	}
	return out, rows.Err()
}

func (d *DB) UserByID(ctx context.Context, id int64) (User, error) {
	var u User
	err := d.pool.QueryRow(ctx, "SELECT id, email, name, avatar_key FROM users WHERE id = $1", id).
		Scan(&u.ID, &u.Email, &u.Name, &u.AvatarKey)
	return u, err
}
