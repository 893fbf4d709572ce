package store

import (
	"context"
	"fmt"
	"strings"
	"time"
)

type Device struct {
	ID        string    `json:"id"`
	Serial    string    `json:"serial"`
	Model     string    `json:"model"`
	Status    string    `json:"status"`
	Firmware  string    `json:"firmware"`
	LastSeen  time.Time `json:"last_seen"`
	CreatedAt time.Time `json:"created_at"`
}

type DeviceFilter struct {
	Status string
	Model  string
}

func (f DeviceFilter) where() (string, []any) {
	var conds []string
	var args []any
	if f.Status != "" {
		args = append(args, f.Status)
		conds = append(conds, fmt.Sprintf("status = $%d", len(args)))
	}
	if f.Model != "" {
		args = append(args, f.Model)
		conds = append(conds, fmt.Sprintf("model = $%d", len(args)))
	}
	if len(conds) == 0 {
		return "", nil
	}
	return "WHERE " + strings.Join(conds, " AND "), args
}

// ListDevices returns one page of devices and the total number matching the filter.
func (s *Store) ListDevices(ctx context.Context, f DeviceFilter, limit, offset int) ([]Device, int, error) {
	where, args := f.where()
	var total int
	if err := s.db.QueryRow(ctx, "SELECT count(*) FROM devices "+where, args...).Scan(&total); err != nil {
		return nil, 0, err
	}
	args = append(args, limit, offset)
	q := fmt.Sprintf(`SELECT id, serial, model, status, firmware, last_seen, created_at
		FROM devices %s ORDER BY created_at DESC LIMIT $%d OFFSET $%d`, where, len(args)-1, len(args))
	rows, err := s.db.Query(ctx, q, args...)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	var out []Device
	for rows.Next() {
		var d Device
		if err := rows.Scan(&d.ID, &d.Serial, &d.Model, &d.Status, &d.Firmware, &d.LastSeen, &d.CreatedAt); err != nil {
			return nil, 0, err
		}
		out = append(out, d)
	}
	return out, total, rows.Err()
}
