package sheet

import (
	"strings"
	"testing"
	"time"
)

const sample = `day,in,out,break
2025-05-01,09:00,18:00,60
2025-05-02,09:20,19:30,60
2025-05-07,08:55,17:10,45
`

func TestRead(t *testing.T) {
	entries, err := Read(strings.NewReader(sample))
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 3 {
		t.Fatalf("got %d entries", len(entries))
	}
	if entries[1].Break != time.Hour {
		t.Errorf("break = %v", entries[1].Break)
	}
}

func TestSummarize(t *testing.T) {
	entries, _ := Read(strings.NewReader(sample))
	s := Summarize(entries, 9*time.Hour)
	if s.Days != 3 {
		t.Errorf("days = %d", s.Days)
	}
	if got := Hours(s.Overtime); got != 1.1 {
		t.Errorf("overtime = %v", got)
	}
	if len(s.Late) != 1 || s.Late[0] != "2025-05-02" {
		t.Errorf("late = %v", s.Late)
	}
}
