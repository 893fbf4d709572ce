package importer

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strings"
)

var requiredColumns = []string{"name", "phone", "email", "province", "city", "address"}

// RowError describes one rejected row; Line is the line in the uploaded file.
type RowError struct {
	Line   int    `json:"line"`
	Reason string `json:"reason"`
}

// Result is what an import returns to the uploader.
type Result struct {
	Customers []Customer `json:"-"`
	Imported  int        `json:"imported"`
	Errors    []RowError `json:"errors"`
}

func newReader(r io.Reader) *csv.Reader {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = -1
	cr.LazyQuotes = true
	cr.TrimLeadingSpace = true
	return cr
}

func readHeader(cr *csv.Reader) (map[string]int, error) {
	header, err := cr.Read()
	if err != nil {
		return nil, fmt.Errorf("read header: %w", err)
	}
	idx := make(map[string]int, len(header))
	if len(header) > 0 {
		header[0] = strings.TrimPrefix(header[0], "\ufeff") // Excel "CSV UTF-8" writes a BOM
	}
	for i, h := range header {
		idx[strings.ToLower(strings.TrimSpace(h))] = i
	}
	for _, col := range requiredColumns {
		if _, ok := idx[col]; !ok {
			return nil, fmt.Errorf("missing column: %s", col)
		}
	}
	return idx, nil
}

// ImportCustomers parses an uploaded customer CSV.
func ImportCustomers(r io.Reader) (*Result, error) {
	cr := newReader(r)
	idx, err := readHeader(cr)
	if err != nil {
		return nil, err
	}
	res := &Result{Errors: []RowError{}}
	for {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				res.Errors = append(res.Errors, RowError{Line: pe.Line, Reason: "CSV 格式错误: " + pe.Err.Error()})
				continue
			}
			return nil, fmt.Errorf("read csv: %w", err)
		}
		line, _ := cr.FieldPos(0)
		c := Customer{
			Name:     field(rec, idx, "name"),
			Phone:    field(rec, idx, "phone"),
			Email:    field(rec, idx, "email"),
			Province: field(rec, idx, "province"),
			City:     field(rec, idx, "city"),
			Address:  field(rec, idx, "address"),
		}
		if err := c.Validate(); err != nil {
			res.Errors = append(res.Errors, RowError{Line: line, Reason: err.Error()})
			continue
		}
		res.Customers = append(res.Customers, c)
	}
	res.Imported = len(res.Customers)
	return res, nil
}

func field(rec []string, idx map[string]int, name string) string {
	i := idx[name]
	if i >= len(rec) {
		return ""
	}
	return strings.TrimSpace(rec[i])
}
