package ledger

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
)

// Record is one line of the exported bank statement.
type Record struct {
	Date     time.Time
	Payee    string
	Category string
	Amount   float64
}

const dateLayout = "2006/01/02"

// Parse reads a statement exported as CSV: date,payee,category,amount.
// The first line is a header.
func Parse(r io.Reader) ([]Record, error) {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = 4
	rows, err := cr.ReadAll()
	if err != nil {
		return nil, fmt.Errorf("read csv: %w", err)
	}
	var out []Record
	for i, row := range rows {
		if i == 0 {
			continue // header
		}
		d, err := time.Parse(dateLayout, strings.TrimSpace(row[0]))
		if err != nil {
			return nil, fmt.Errorf("line %d: bad date %q", i+1, row[0])
		}
		amt, err := strconv.ParseFloat(strings.ReplaceAll(strings.TrimSpace(row[3]), ",", ""), 64)
		if err != nil {
			return nil, fmt.Errorf("line %d: bad amount %q", i+1, row[3])
		}
		out = append(out, Record{Date: d, Payee: row[1], Category: strings.TrimSpace(row[2]), Amount: amt})
	}
	return out, nil
}
