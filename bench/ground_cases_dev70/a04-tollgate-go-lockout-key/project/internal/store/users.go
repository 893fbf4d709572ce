package store

import (
	"context"
	"errors"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

var ErrNotFound = errors.New("not found")

type User struct {
	ID           int64
	Email        string
	Name         string
	PasswordHash string
}

type Users struct{ db *pgxpool.Pool }

func NewUsers(db *pgxpool.Pool) *Users { return &Users{db: db} }

func (u *Users) ByEmail(ctx context.Context, email string) (User, error) {
	return u.one(ctx, `SELECT id, email, name, password_hash FROM users WHERE email = $1`, strings.ToLower(email))
}

func (u *Users) ByID(ctx context.Context, id int64) (User, error) {
	return u.one(ctx, `SELECT id, email, name, password_hash FROM users WHERE id = $1`, id)
}

func (u *Users) one(ctx context.Context, sql string, arg any) (User, error) {
	var user User
	err := u.db.QueryRow(ctx, sql, arg).Scan(&user.ID, &user.Email, &user.Name, &user.PasswordHash)
	if errors.Is(err, pgx.ErrNoRows) {
		return User{}, ErrNotFound
	}
	return user, err
}
