package dispatch

import (
	"io"
	"log/slog"
	"testing"
	"time"
)

type festeFahrer []Fahrer

func (f festeFahrer) Alle() []Fahrer { return f }

var werktags = []time.Weekday{time.Monday, time.Tuesday, time.Wednesday, time.Thursday, time.Friday}

func testDispatcher(f []Fahrer, jetzt time.Time) *Dispatcher {
	z := NeueZonen(map[string][]string{"lindenau": {"04177", "04178"}})
	d := NeuerDispatcher(festeFahrer(f), z, slog.New(slog.NewTextHandler(io.Discard, nil)))
	d.uhr = func() time.Time { return jetzt }
	return d
}

func TestWenigsteTourenGewinnt(t *testing.T) {
	f := []Fahrer{
		{ID: "f1", Name: "Timo", Zone: "lindenau", OffeneTouren: 3, Schicht: Schicht{werktags, "08:00", "20:00"}},
		{ID: "f2", Name: "Aylin", Zone: "lindenau", OffeneTouren: 1, Schicht: Schicht{werktags, "08:00", "20:00"}},
	}
	d := testDispatcher(f, time.Date(2025, 5, 14, 10, 0, 0, 0, time.UTC))
	z, err := d.Zuweisen(Lieferung{ID: "L1", PLZ: "04177"})
	if err != nil || z.FahrerID != "f2" {
		t.Fatalf("erwartet f2, bekommen %+v (%v)", z, err)
	}
}

func TestSchichtendeInOrtszeit(t *testing.T) {
	// 13.05.2025, 14:20 in Leipzig (12:20 UTC): Timos Schicht ist seit 14:00 vorbei
	f := []Fahrer{
		{ID: "f1", Name: "Timo", Zone: "lindenau", OffeneTouren: 0, Schicht: Schicht{werktags, "08:00", "14:00"}},
		{ID: "f2", Name: "Aylin", Zone: "lindenau", OffeneTouren: 2, Schicht: Schicht{werktags, "12:00", "20:00"}},
	}
	d := testDispatcher(f, time.Date(2025, 5, 13, 12, 20, 0, 0, time.UTC))
	z, err := d.Zuweisen(Lieferung{ID: "L3", PLZ: "04177"})
	if err != nil || z.FahrerID != "f2" {
		t.Fatalf("erwartet Aylin (f2), bekommen %+v (%v)", z, err)
	}
}

func TestUnbekanntePLZ(t *testing.T) {
	d := testDispatcher(nil, time.Now())
	if _, err := d.Zuweisen(Lieferung{ID: "L2", PLZ: "10115"}); err == nil {
		t.Fatal("Berliner PLZ sollte abgelehnt werden")
	}
}
