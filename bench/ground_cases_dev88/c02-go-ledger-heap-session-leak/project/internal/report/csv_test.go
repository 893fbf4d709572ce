package report

import (
	"strings"
	"testing"
	"time"
)

func TestRecordFormatsAmount(t *testing.T) {
	e := Entry{ID: 1, AccountID: 2, Amount: -1205, Currency: "CNY", Memo: "退款", PostedAt: time.Date(2025, 10, 1, 8, 0, 0, 0, time.UTC)}
	got := strings.Join(record(e), ",")
	want := "1,2,-12.05,CNY,退款,2025-10-01T08:00:00Z"
	if got != want {
		t.Fatalf("record = %q, want %q", got, want)
	}
}
