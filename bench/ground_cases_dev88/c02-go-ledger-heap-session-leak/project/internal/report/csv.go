package report

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
)

var header = []string{"id", "account_id", "amount", "currency", "memo", "posted_at"}

func record(e Entry) []string {
	return []string{
		strconv.FormatInt(e.ID, 10),
		strconv.FormatInt(e.AccountID, 10),
		fmt.Sprintf("%d.%02d", e.Amount/100, abs(e.Amount%100)),
		e.Currency,
		e.Memo,
		e.PostedAt.UTC().Format("2006-01-02T15:04:05Z"),
	}
}

func abs(v int64) int64 {
	if v < 0 {
		return -v
	}
	return v
}

// StreamCSV writes the header, then one record per entry as each arrives; it keeps
// nothing but csv.Writer's own 4 KB buffer.
type StreamCSV struct {
	w *csv.Writer
}

func NewStreamCSV(dst io.Writer) (*StreamCSV, error) {
	s := &StreamCSV{w: csv.NewWriter(dst)}
	return s, s.w.Write(header)
}

func (s *StreamCSV) Add(e Entry) error {
	return s.w.Write(record(e))
}

func (s *StreamCSV) Close() error {
	s.w.Flush()
	return s.w.Error()
}
