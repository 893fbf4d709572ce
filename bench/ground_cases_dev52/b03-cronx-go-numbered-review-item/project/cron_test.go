package cronx

import (
	"testing"
	"time"
)

func TestParseErrors(t *testing.T) {
	for _, expr := range []string{"", "* * * *", "61 * * * *", "* * * * 8", "*/0 * * * *", "5-1 * * * *", "TZ=Nowhere/Void * * * * *"} {
		if _, err := Parse(expr); err == nil {
			t.Errorf("Parse(%q): want error", expr)
		}
	}
}

func TestParseNames(t *testing.T) {
	s, err := Parse("0 9 * JAN-mar mon-FRI")
	if err != nil {
		t.Fatal(err)
	}
	if !has(s.Month, 2) || has(s.Month, 4) || !has(s.Dow, 5) || has(s.Dow, 6) {
		t.Errorf("bad bits: month=%b dow=%b", s.Month, s.Dow)
	}
}

func TestParseTZ(t *testing.T) {
	s, err := Parse("CRON_TZ=Asia/Tokyo @daily")
	if err != nil {
		t.Fatal(err)
	}
	if s.Location.String() != "Asia/Tokyo" {
		t.Errorf("location = %s", s.Location)
	}
	if s.String() != "CRON_TZ=Asia/Tokyo @daily" {
		t.Errorf("String() = %q", s.String())
	}
}
