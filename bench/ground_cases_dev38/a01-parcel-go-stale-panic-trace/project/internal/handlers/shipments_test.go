package handlers

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/acme/parcel/internal/store"
)

func newServer(t *testing.T) (*httptest.Server, *store.Memory) {
	t.Helper()
	mem := store.NewMemory()
	h := NewShipmentHandler(mem)
	mux := http.NewServeMux()
	mux.HandleFunc("GET /shipments", h.ListShipments)
	mux.HandleFunc("GET /shipments/{id}", h.GetShipment)
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv, mem
}

func TestGetShipmentETA(t *testing.T) {
	srv, mem := newServer(t)
	ctx := context.Background()
	id, _ := mem.Create(ctx, store.Shipment{Tracking: "1Z999", Carrier: "ups", Status: "in_transit"})
	at := time.Date(2025, 10, 1, 9, 0, 0, 0, time.UTC)
	_ = mem.AddScan(ctx, id, store.Scan{At: at, Location: "FRA", Code: "HUB"})

	res, err := http.Get(srv.URL + "/shipments/1")
	if err != nil {
		t.Fatal(err)
	}
	var v shipmentView
	_ = json.NewDecoder(res.Body).Decode(&v)
	if !v.ETA.Equal(at.Add(72 * time.Hour)) {
		t.Fatalf("eta = %v", v.ETA)
	}
}

func TestListShipmentsByCarrier(t *testing.T) {
	srv, mem := newServer(t)
	ctx := context.Background()
	_, _ = mem.Create(ctx, store.Shipment{Tracking: "1Z1", Carrier: "ups"})
	_, _ = mem.Create(ctx, store.Shipment{Tracking: "JD2", Carrier: "dhl"})

	res, _ := http.Get(srv.URL + "/shipments?carrier=dhl")
	var got []store.Shipment
	_ = json.NewDecoder(res.Body).Decode(&got)
	if len(got) != 1 || got[0].Tracking != "JD2" {
		t.Fatalf("got %+v", got)
	}
	res, _ = http.Get(srv.URL + "/shipments?carrier=fedexx")
	if res.StatusCode != http.StatusBadRequest {
		t.Fatalf("status = %d", res.StatusCode)
	}
}

func TestGetShipmentNotFound(t *testing.T) {
	srv, _ := newServer(t)
	res, _ := http.Get(srv.URL + "/shipments/42")
	if res.StatusCode != http.StatusNotFound {
		t.Fatalf("status = %d", res.StatusCode)
	}
}
