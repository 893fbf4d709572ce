package dispatch

import (
	"io"
	"log/slog"
	"testing"

	"github.com/kaze-bento/dispatch/internal/courier"
)

func testAssigner(cs ...courier.Courier) *Assigner {
	return &Assigner{
		Couriers: func() []courier.Courier { return cs },
		Log:      slog.New(slog.NewTextHandler(io.Discard, nil)),
	}
}

func TestAssignNearest(t *testing.T) {
	a := testAssigner(
		courier.Courier{ID: "c1", Name: "佐藤", Status: courier.Idle, Lat: 35.6581, Lng: 139.7017},
		courier.Courier{ID: "c2", Name: "高橋", Status: courier.Idle, Lat: 35.6620, Lng: 139.7100},
	)
	got, err := a.Assign(Order{ID: "o1", ZoneID: "zone_2", Lat: 35.6621, Lng: 139.7098})
	if err != nil {
		t.Fatal(err)
	}
	if got.ID != "c2" {
		t.Fatalf("got %s, want c2", got.ID)
	}
}

func TestRainyBicycleLimit(t *testing.T) {
	bike := courier.Courier{ID: "c1", Status: courier.Idle, Bicycle: true, Lat: 35.6581, Lng: 139.7017}
	if maxDistanceKm(bike, Order{Rainy: true}) != RainyBicycleMaxKm {
		t.Fatal("rainy bicycle limit")
	}
	if maxDistanceKm(bike, Order{}) != MaxDistanceKm {
		t.Fatal("sunny limit")
	}
}

func TestAssignOutOfZone(t *testing.T) {
	a := testAssigner()
	if _, err := a.Assign(Order{ID: "o2", ZoneID: "zone_9"}); err != ErrNoZone {
		t.Fatalf("err = %v", err)
	}
}
