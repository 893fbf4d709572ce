package store

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

var ErrInsufficientFunds = errors.New("insufficient funds")

type Store struct {
	pool *pgxpool.Pool
}

type Transfer struct {
	From        string `json:"from"`
	To          string `json:"to"`
	AmountCents int64  `json:"amount_cents"`
}

func Open(ctx context.Context, url string) (*Store, error) {
	pool, err := pgxpool.New(ctx, url)
	if err != nil {
		return nil, fmt.Errorf("connect: %w", err)
	}
	return &Store{pool: pool}, nil
}

func (s *Store) Close() { s.pool.Close() }

func (s *Store) Ping(ctx context.Context) error { return s.pool.Ping(ctx) }

func (s *Store) Balance(ctx context.Context, account string) (int64, error) {
	var cents int64
	err := s.pool.QueryRow(ctx, `SELECT balance_cents FROM accounts WHERE id = $1`, account).Scan(&cents)
	return cents, err
}

func (s *Store) ApplyTransfer(ctx context.Context, t Transfer) error {
	tx, err := s.pool.BeginTx(ctx, pgx.TxOptions{IsoLevel: pgx.Serializable})
	if err != nil {
		return err
	}
	defer func() { _ = tx.Rollback(ctx) }() // no-op after Commit

	var balance int64
	if err := tx.QueryRow(ctx, `SELECT balance_cents FROM accounts WHERE id = $1 FOR UPDATE`, t.From).Scan(&balance); err != nil {
		return err
	}
	if balance < t.AmountCents {
		return ErrInsufficientFunds
	}
	if _, err := tx.Exec(ctx, `UPDATE accounts SET balance_cents = balance_cents - $1 WHERE id = $2`, t.AmountCents, t.From); err != nil {
		return err
	}
	if _, err := tx.Exec(ctx, `UPDATE accounts SET balance_cents = balance_cents + $1 WHERE id = $2`, t.AmountCents, t.To); err != nil {
		return err
	}
	return tx.Commit(ctx)
}
