package importer

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"
)

// Entry is one booked line from a bank export.
type Entry struct {
	Date         time.Time
	Account      string
	Counterparty string
	AmountCents  int64
	Currency     string
	Memo         string
}

type columns struct {
	date, account, counterparty, amount, currency, memo int
}

var required = []string{"date", "account", "counterparty", "amount", "currency", "memo"}

// Importer reads bank CSV exports (semicolon separated, header row first).
type Importer struct {
	Comma rune
}

func New() *Importer { return &Importer{Comma: ';'} }

// Import parses every row; it stops at the first row it cannot read.
func (im *Importer) Import(r io.Reader) ([]Entry, error) {
	cr := csv.NewReader(r)
	cr.Comma = im.Comma
	cr.FieldsPerRecord = -1 // some banks drop trailing empty columns
	cr.TrimLeadingSpace = true

	header, err := cr.Read()
	if err != nil {
		return nil, fmt.Errorf("reading header: %w", err)
	}
	cols, err := mapColumns(header)
	if err != nil {
		return nil, err
	}

	var out []Entry
	for line := 2; ; line++ {
		row, err := cr.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
		e, err := parseRow(row, cols, line)
		if err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, nil
}

func mapColumns(header []string) (columns, error) {
	idx := map[string]int{}
	for i, h := range header {
		idx[strings.ToLower(strings.TrimSpace(h))] = i
	}
	for _, name := range required {
		if _, ok := idx[name]; !ok {
			return columns{}, fmt.Errorf("header: missing column %q", name)
		}
	}
	return columns{
		date: idx["date"], account: idx["account"], counterparty: idx["counterparty"],
		amount: idx["amount"], currency: idx["currency"], memo: idx["memo"],
	}, nil
}

// parseAmount turns "1.234,56", "-12.50" or "(12.50)" (accounting negative) into cents.
func parseAmount(s string) (int64, error) {
	s = strings.TrimSpace(s)
	neg := false
	if strings.HasPrefix(s, "(") && strings.HasSuffix(s, ")") {
		neg = true
		s = strings.TrimSpace(s[1 : len(s)-1])
	}
	if strings.Contains(s, ",") {
		s = strings.ReplaceAll(s, ".", "")
		s = strings.Replace(s, ",", ".", 1)
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return 0, fmt.Errorf("bad amount %q", s)
	}
	cents := int64(math.Round(f * 100))
	if neg {
		cents = -cents
	}
	return cents, nil
}

func parseRow(row []string, c columns, line int) (Entry, error) {
	amount, err := parseAmount(row[c.amount])
	if err != nil {
		return Entry{}, fmt.Errorf("line %d: %w", line, err)
	}
	date, err := time.Parse("2006-01-02", strings.TrimSpace(row[c.date]))
	if err != nil {
		return Entry{}, fmt.Errorf("line %d: bad date %q", line, row[c.date])
	}
	return Entry{
		Date:         date,
		Account:      strings.TrimSpace(row[c.account]),
		Counterparty: strings.TrimSpace(row[c.counterparty]),
		AmountCents:  amount,
		Currency:     strings.ToUpper(row[c.currency]),
		Memo:         strings.TrimSpace(row[c.memo]),
	}, nil
}
