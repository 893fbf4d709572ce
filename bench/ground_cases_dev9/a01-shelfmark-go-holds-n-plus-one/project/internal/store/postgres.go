package store

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

type Postgres struct {
	pool *pgxpool.Pool
}

func Open(ctx context.Context, url string, maxConns int32) (*Postgres, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, err
	}
	cfg.MaxConns = maxConns
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, err
	}
	return &Postgres{pool: pool}, nil
}

func (p *Postgres) Close() { p.pool.Close() }

func (p *Postgres) PatronByID(ctx context.Context, id int64) (Patron, error) {
	var pt Patron
	err := p.pool.QueryRow(ctx,
		`SELECT id, name, card_no, home_branch FROM patrons WHERE id = $1`, id,
	).Scan(&pt.ID, &pt.Name, &pt.CardNo, &pt.HomeBranch)
	return pt, err
}

func (p *Postgres) PatronsByIDs(ctx context.Context, ids []int64) (map[int64]Patron, error) {
	rows, err := p.pool.Query(ctx,
		`SELECT id, name, card_no, home_branch FROM patrons WHERE id = ANY($1)`, ids)
	if err != nil {
		return nil, err
	}
	out := make(map[int64]Patron, len(ids))
	for rows.Next() {
		var pt Patron
		if err := rows.Scan(&pt.ID, &pt.Name, &pt.CardNo, &pt.HomeBranch); err != nil {
			return nil, err
		}
		out[pt.ID] = pt
	}
	return out, rows.Err()
}

func (p *Postgres) HoldsForBranch(ctx context.Context, branchID int64) ([]HoldRow, error) {
	rows, err := p.pool.Query(ctx,
		`SELECT h.id, h.patron_id, t.title, h.position, h.placed_at
		   FROM holds h JOIN titles t ON t.id = h.title_id
		  WHERE h.pickup_branch = $1 AND h.fulfilled_at IS NULL
		  ORDER BY t.title, h.position`, branchID)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, pgx.RowToStructByPos[HoldRow])
}

func (p *Postgres) LoansForBranch(ctx context.Context, branchID int64) ([]LoanRow, error) {
	rows, err := p.pool.Query(ctx,
		`SELECT l.id, l.patron_id, t.title, l.due_on
		   FROM loans l JOIN titles t ON t.id = l.title_id
		  WHERE l.branch_id = $1 AND l.returned_at IS NULL
		  ORDER BY l.due_on`, branchID)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, pgx.RowToStructByPos[LoanRow])
}

func (p *Postgres) HoldByID(ctx context.Context, id int64) (HoldRow, error) {
	var h HoldRow
	err := p.pool.QueryRow(ctx,
		`SELECT h.id, h.patron_id, t.title, h.position, h.placed_at
		   FROM holds h JOIN titles t ON t.id = h.title_id WHERE h.id = $1`, id,
	).Scan(&h.ID, &h.PatronID, &h.Title, &h.Position, &h.PlacedAt)
	return h, err
}

func (p *Postgres) DeleteHold(ctx context.Context, id int64) error {
	_, err := p.pool.Exec(ctx, `DELETE FROM holds WHERE id = $1`, id)
	return err
}
