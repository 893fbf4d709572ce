package users

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

type PostgresStore struct {
	pool *pgxpool.Pool
	now  func() time.Time
}

func NewPostgresStore(pool *pgxpool.Pool) *PostgresStore {
	return &PostgresStore{pool: pool, now: time.Now}
}

func (s *PostgresStore) Create(ctx context.Context, u User) (User, error) {
	u.ID = uuid.NewString()
	u.CreatedAt = s.now().UTC()
	_, err := s.pool.Exec(ctx,
		`INSERT INTO users (id, email, name, created_at) VALUES ($1, $2, $3, $4)`,
		u.ID, u.Email, u.Name, u.CreatedAt)
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23505" { // users_email_lower_key
		return User{}, ErrEmailTaken
	}
	return u, err
}

func (s *PostgresStore) FindByEmail(ctx context.Context, email string) (User, error) {
	var u User
	err := s.pool.QueryRow(ctx,
		`SELECT id, email, name, created_at, disabled FROM users WHERE lower(email) = lower($1)`, email,
	).Scan(&u.ID, &u.Email, &u.Name, &u.CreatedAt, &u.Disabled)
	if errors.Is(err, pgx.ErrNoRows) {
		return User{}, ErrNotFound
	}
	return u, err
}

func (s *PostgresStore) List(ctx context.Context, limit int) ([]User, error) {
	rows, err := s.pool.Query(ctx,
		`SELECT id, email, name, created_at, disabled FROM users ORDER BY created_at, id LIMIT $1`, limit)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (User, error) {
		var u User
		err := r.Scan(&u.ID, &u.Email, &u.Name, &u.CreatedAt, &u.Disabled)
		return u, err
	})
}

func (s *PostgresStore) Disable(ctx context.Context, id string) error {
	tag, err := s.pool.Exec(ctx, `UPDATE users SET disabled = true WHERE id = $1`, id)
	if err == nil && tag.RowsAffected() == 0 {
		return ErrNotFound
	}
	return err
}
