package store

import (
	"context"
	"database/sql"
	"errors"
)

// Postgres reads shipments from the parcel database.
type Postgres struct {
	db *sql.DB
}

func NewPostgres(db *sql.DB) *Postgres { return &Postgres{db: db} }

const selectShipment = `SELECT s.id, s.tracking, s.carrier, s.status, s.created_at,
       sc.at, sc.location, sc.code
  FROM shipments s
  LEFT JOIN LATERAL (SELECT at, location, code FROM scans WHERE shipment_id = s.id ORDER BY at DESC LIMIT 1) sc ON true`

func scanRow(row interface{ Scan(...any) error }) (*Shipment, error) {
	var s Shipment
	var at sql.NullTime
	var loc, code sql.NullString
	if err := row.Scan(&s.ID, &s.Tracking, &s.Carrier, &s.Status, &s.CreatedAt, &at, &loc, &code); err != nil {
		return nil, err
	}
	if at.Valid {
		s.LastScan = &Scan{At: at.Time, Location: loc.String, Code: code.String}
	}
	return &s, nil
}

func (p *Postgres) List(ctx context.Context, f ListFilter) ([]Shipment, error) {
	query, args := selectShipment, []any{}
	if f.Carrier != "" {
		query += " WHERE s.carrier = $1"
		args = append(args, f.Carrier)
	}
	rows, err := p.db.QueryContext(ctx, query+" ORDER BY s.created_at DESC", args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Shipment
	for rows.Next() {
		s, err := scanRow(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, *s)
	}
	return out, rows.Err()
}

func (p *Postgres) Get(ctx context.Context, id int64) (*Shipment, error) {
	s, err := scanRow(p.db.QueryRowContext(ctx, selectShipment+" WHERE s.id = $1", id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	return s, err
}

func (p *Postgres) Create(ctx context.Context, s Shipment) (int64, error) {
	var id int64
	err := p.db.QueryRowContext(ctx,
		"INSERT INTO shipments (tracking, carrier, status) VALUES ($1, $2, $3) RETURNING id",
		s.Tracking, s.Carrier, s.Status).Scan(&id)
	return id, err
}

func (p *Postgres) AddScan(ctx context.Context, id int64, scan Scan) error {
	_, err := p.db.ExecContext(ctx,
		"INSERT INTO scans (shipment_id, at, location, code) VALUES ($1, $2, $3, $4)",
		id, scan.At, scan.Location, scan.Code)
	return err
}
