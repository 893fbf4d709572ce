package report

import (
	"io"
	"testing"
	"time"
)

func BenchmarkStreamCSV(b *testing.B) {
	e := Entry{ID: 42, AccountID: 7, Amount: 129900, Currency: "CNY", Memo: "月结", PostedAt: time.Now()}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		out, _ := NewStreamCSV(io.Discard)
		for j := 0; j < 10000; j++ {
			_ = out.Add(e)
		}
		_ = out.Close()
	}
}
