package export

import (
	"encoding/json"
	"io"

	"example.com/reportgen/internal/report"
)

type jsonReport struct {
	Stores []report.Row `json:"stores"`
	Total  report.Row   `json:"total"`
}

// WriteJSON writes every store and the total as one JSON document.
func WriteJSON(w io.Writer, rows []report.Row) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(jsonReport{Stores: rows, Total: report.Total(rows)})
}
