package export

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/hanamaru/payouts/internal/store"
)

func TestWriteOrdersCSVHeader(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteOrdersCSV(&buf, nil); err != nil {
		t.Fatal(err)
	}
	if buf.Len() == 0 {
		t.Fatal("empty output")
	}
}

func TestWriteOrdersCSVRow(t *testing.T) {
	var buf bytes.Buffer
	o := store.Order{ID: 7, CustomerID: 3, CustomerName: "Mori", Amount: 1980,
		PlacedAt: time.Date(2025, 11, 30, 15, 30, 0, 0, time.UTC)}
	if err := WriteOrdersCSV(&buf, []store.Order{o}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "7,3,Mori,1980,2025/12/01 00:30") {
		t.Fatalf("row not found in %q", buf.String())
	}
}
