package dispatch

import (
	"testing"
	"time"
)

func seed(p *Planner, zone string, ids ...string) {
	for _, id := range ids {
		p.Upsert(Courier{ID: id, Zone: zone, Capacity: 2, LastSeen: time.Now()})
	}
}

func TestAssignRoundRobin(t *testing.T) {
	p := NewPlanner(time.Minute, nil)
	seed(p, "hz-01", "c1", "c2", "c3")
	var got []string
	for i := 0; i < 3; i++ {
		id, err := p.Assign(Order{ID: "o", Zone: "hz-01"})
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, id)
	}
	want := []string{"c1", "c2", "c3"}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("assign %d: got %s want %s", i, got[i], want[i])
		}
	}
}

func TestAssignNoCourier(t *testing.T) {
	p := NewPlanner(time.Minute, nil)
	if _, err := p.Assign(Order{ID: "o", Zone: "sh-02"}); err != ErrNoCourier {
		t.Fatalf("want ErrNoCourier, got %v", err)
	}
}
