package telemetry

import (
	"context"
	"encoding/json"
	"fmt"
	"time"
)

type Reading struct {
	VehicleID string    `json:"vehicle_id"`
	TakenAt   time.Time `json:"taken_at"`
	SpeedKmh  float64   `json:"speed_kmh"`
	FuelPct   float64   `json:"fuel_pct"`
}

func Handle(ctx context.Context, body string) error {
	var r Reading
	if err := json.Unmarshal([]byte(body), &r); err != nil {
		return fmt.Errorf("decode reading: %w", err)
	}
	if r.VehicleID == "" {
		return fmt.Errorf("reading without vehicle_id")
	}
	return store(ctx, r)
}

func store(_ context.Context, _ Reading) error {
	return nil
}
