package csvimport

import (
	"encoding/csv"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/hiro-t/kakeibo/internal/ledger"
)

// Import reads a statement CSV with the header
// date,description,amount,tags and returns ledger entries.
func Import(r io.Reader) ([]ledger.Entry, error) {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = -1
	header, err := cr.Read()
	if err != nil {
		return nil, fmt.Errorf("read header: %w", err)
	}
	if len(header) < 3 {
		return nil, fmt.Errorf("unexpected header %v", header)
	}
	var out []ledger.Entry
	for line := 2; ; line++ {
		row, err := cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
		e, err := parseRow(row)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
		out = append(out, e)
	}
	return out, nil
}

func parseRow(row []string) (ledger.Entry, error) {
	day, err := time.Parse("2006/01/02", strings.TrimSpace(row[0]))
	if err != nil {
		return ledger.Entry{}, err
	}
	amount, err := parseAmount(row[2])
	if err != nil {
		return ledger.Entry{}, err
	}
	e := ledger.Entry{Date: day, Description: strings.TrimSpace(row[1]), Amount: amount}
	if len(row) > 3 {
		e.Tags = parseTags(row[3])
	}
	return e, nil
}

// parseTags reads "category=food; shop=konbini" into a map.
func parseTags(s string) map[string]string {
	tags := map[string]string{}
	for _, part := range strings.Split(s, ";") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		key := part[:strings.Index(part, "=")]
		tags[strings.TrimSpace(key)] = strings.TrimSpace(part[len(key)+1:])
	}
	return tags
}
