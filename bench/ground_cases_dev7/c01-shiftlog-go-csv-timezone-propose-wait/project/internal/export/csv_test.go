package export

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/lanfeng/shiftlog/internal/attendance"
)

func TestWriteHeaderAndRow(t *testing.T) {
	e := NewExporter(time.UTC)
	var buf bytes.Buffer
	err := e.Write(&buf, []attendance.Punch{{
		EmployeeID:   1024,
		EmployeeName: "王芳",
		Kind:         attendance.ClockIn,
		At:           time.Date(2024, 6, 3, 1, 2, 3, 0, time.UTC),
		DeviceID:     "GATE-2",
	}})
	if err != nil {
		t.Fatal(err)
	}
	want := "1024,王芳,上班,2024-06-03 01:02:03,GATE-2"
	if !strings.Contains(buf.String(), want) {
		t.Fatalf("got %q, want a line %q", buf.String(), want)
	}
}

func TestFileName(t *testing.T) {
	e := NewExporter(time.UTC)
	got := e.FileName(time.Date(2024, 6, 12, 9, 0, 0, 0, time.UTC))
	if got != "punches-20240612.csv" {
		t.Fatalf("got %s", got)
	}
}
