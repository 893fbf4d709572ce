package store

import (
	"context"
	"database/sql"
	"errors"
	"log/slog"
)

type Profile struct {
	ID       int64  `json:"id"`
	Name     string `json:"name"`
	Email    string `json:"email"`
	Timezone string `json:"timezone"`
}

var ErrNotFound = errors.New("profile not found")

type Users struct {
	db    *sql.DB
	cache *Cache
	ttl   int
}

func NewUsers(db *sql.DB, cache *Cache, ttlSeconds int) *Users {
	return &Users{db: db, cache: cache, ttl: ttlSeconds}
}

func (u *Users) Get(ctx context.Context, id int64) (Profile, error) {
	if p, ok := u.cache.Get(id); ok {
		slog.Debug("cache hit", "key", id)
		return p, nil
	}
	slog.Debug("cache miss", "key", id)
	var p Profile
	err := u.db.QueryRowContext(ctx,
		`SELECT id, name, email, timezone FROM users WHERE id = $1`, id,
	).Scan(&p.ID, &p.Name, &p.Email, &p.Timezone)
	if errors.Is(err, sql.ErrNoRows) {
		return Profile{}, ErrNotFound
	}
	if err != nil {
		return Profile{}, err
	}
	u.cache.Set(id, p, u.ttl)
	slog.Debug("cache set", "key", id, "ttl", u.ttl)
	return p, nil
}

func (u *Users) UpdateTimezone(ctx context.Context, id int64, tz string) error {
	_, err := u.db.ExecContext(ctx, `UPDATE users SET timezone = $1 WHERE id = $2`, tz, id)
	if err == nil {
		u.cache.Delete(id)
	}
	return err
}
