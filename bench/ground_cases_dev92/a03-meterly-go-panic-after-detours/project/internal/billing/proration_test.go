package billing

import (
	"testing"
	"time"
)

func TestProrateUpgradeHalfway(t *testing.T) {
	start := time.Date(2025, 11, 1, 0, 0, 0, 0, time.UTC)
	c := Change{From: Plans["starter"], To: Plans["team"], PeriodStart: start,
		PeriodEnd: start.AddDate(0, 0, 30), At: start.AddDate(0, 0, 15), UsedUnits: 5000}
	credit, charge, err := Prorate(c)
	if err != nil {
		t.Fatal(err)
	}
	if credit != 950 || charge != 4950 {
		t.Fatalf("got credit=%d charge=%d", credit, charge)
	}
}

func TestProrateSamePlan(t *testing.T) {
	if _, _, err := Prorate(Change{From: Plans["team"], To: Plans["team"]}); err != ErrSamePlan {
		t.Fatalf("want ErrSamePlan, got %v", err)
	}
}
