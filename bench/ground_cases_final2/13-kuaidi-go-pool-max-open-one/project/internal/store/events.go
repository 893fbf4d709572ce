package store

import (
	"context"
	"time"
)

type Event struct {
	At       time.Time `json:"at"`
	Location string    `json:"location"`
	Note     string    `json:"note"`
}

func (s *Store) LatestEvents(ctx context.Context, ids []string) (map[string][]Event, error) {
	rows, err := s.db.QueryContext(ctx, `
		SELECT shipment_id, at, location, note
		FROM (
			SELECT *, row_number() OVER (PARTITION BY shipment_id ORDER BY at DESC) AS rn
			FROM shipment_events WHERE shipment_id = ANY($1)
		) e WHERE rn <= 3`, ids)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := make(map[string][]Event, len(ids))
	for rows.Next() {
		var id string
		var ev Event
		if err := rows.Scan(&id, &ev.At, &ev.Location, &ev.Note); err != nil {
			return nil, err
		}
		out[id] = append(out[id], ev)
	}
	return out, rows.Err()
}
