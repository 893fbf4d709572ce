package retention

import (
	"testing"
	"time"
)

func at(s string) time.Time {
	t, err := time.Parse("2006-01-02 15:04", s)
	if err != nil {
		panic(err)
	}
	return t
}

func kept(ds []Decision) []string {
	var names []string
	for _, d := range ds {
		if d.Keep {
			names = append(names, d.Backup.Name)
		}
	}
	return names
}

func TestKeepsOnePerDay(t *testing.T) {
	bs := []Backup{
		{Name: "a", Time: at("2024-05-01 02:00")},
		{Name: "b", Time: at("2024-05-02 02:00")},
		{Name: "c", Time: at("2024-05-03 02:00")},
	}
	got := kept(Plan(bs, Policy{KeepDaily: 3}))
	if len(got) != 3 {
		t.Fatalf("kept %v, want all three", got)
	}
}

func TestNothingKeptWithEmptyPolicy(t *testing.T) {
	bs := []Backup{{Name: "a", Time: at("2024-05-01 02:00")}}
	if got := kept(Plan(bs, Policy{})); len(got) != 0 {
		t.Fatalf("kept %v, want none", got)
	}
}

func TestReasonIsFirstRule(t *testing.T) {
	bs := []Backup{{Name: "a", Time: at("2024-05-01 02:00")}}
	ds := Plan(bs, Policy{KeepDaily: 1, KeepMonthly: 1})
	if ds[0].Reason != "daily 2024-05-01" {
		t.Fatalf("reason %q", ds[0].Reason)
	}
}

func TestMonthKey(t *testing.T) {
	if k := monthKey(at("2024-12-31 23:00")); k != "2024-12" {
		t.Fatalf("monthKey = %s", k)
	}
}
