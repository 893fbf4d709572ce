package dispatch

import (
	"testing"
	"time"
)

func TestAssignPicksClosestDriver(t *testing.T) {
	now := time.Date(2025, 11, 6, 11, 0, 0, 0, time.UTC)
	drivers := map[string]*Driver{
		"d1": {ID: "d1", Lat: 30.2741, Lng: 120.1551, Capacity: 10, LastPing: now, Zone: "west"},
		"d2": {ID: "d2", Lat: 30.2900, Lng: 120.1700, Capacity: 10, LastPing: now, Zone: "west"},
	}
	orders := []Order{{ID: "o1", Lat: 30.2750, Lng: 120.1560, Parcels: 2, Zone: "west"}}
	got, err := Assign(drivers, orders, now)
	if err != nil {
		t.Fatal(err)
	}
	if got["o1"] != "d1" {
		t.Fatalf("o1 -> %s, want d1", got["o1"])
	}
	if drivers["d1"].Load != 2 {
		t.Fatalf("load = %d, want 2", drivers["d1"].Load)
	}
}

func TestAssignRespectsLoadAndOffline(t *testing.T) {
	now := time.Date(2025, 11, 6, 11, 0, 0, 0, time.UTC)
	drivers := map[string]*Driver{
		"full":    {ID: "full", Lat: 30.2741, Lng: 120.1551, Capacity: 10, Load: 9, LastPing: now, Zone: "west"},
		"offline": {ID: "offline", Lat: 30.2745, Lng: 120.1555, Capacity: 10, LastPing: now.Add(-12 * time.Minute), Zone: "west"},
		"ok":      {ID: "ok", Lat: 30.2900, Lng: 120.1700, Capacity: 10, LastPing: now.Add(-time.Minute), Zone: "west"},
	}
	orders := []Order{{ID: "o1", Lat: 30.2750, Lng: 120.1560, Parcels: 3, Zone: "west"}}
	got, err := Assign(drivers, orders, now)
	if err != nil || got["o1"] != "ok" {
		t.Fatalf("got %v, %v; want o1 -> ok", got, err)
	}
}

func TestAssignSkipsOtherZones(t *testing.T) {
	now := time.Date(2025, 11, 6, 11, 0, 0, 0, time.UTC)
	drivers := map[string]*Driver{
		"d1": {ID: "d1", Lat: 30.2741, Lng: 120.1551, Capacity: 10, LastPing: now, Zone: "east"},
	}
	orders := []Order{{ID: "o1", Lat: 30.2750, Lng: 120.1560, Parcels: 1, Zone: "west"}}
	if _, err := Assign(drivers, orders, now); err != ErrNoDriver {
		t.Fatalf("err = %v, want ErrNoDriver", err)
	}
}
