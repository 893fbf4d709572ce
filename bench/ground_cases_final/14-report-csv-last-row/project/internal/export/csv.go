package export

import (
	"encoding/csv"
	"io"
	"strconv"

	"example.com/reportgen/internal/report"
)

var csvHeader = []string{"store_id", "store_name", "amount_yen", "orders", "avg_ticket_yen"}

// WriteCSV writes the header, one line per store and a total line.
func WriteCSV(w io.Writer, rows []report.Row) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(csvHeader); err != nil {
		return err
	}
	if err := writeRows(cw, rows); err != nil {
		return err
	}
	if err := cw.Write(record(report.Total(rows))); err != nil {
		return err
	}
	cw.Flush()
	return cw.Error()
}

func writeRows(cw *csv.Writer, rows []report.Row) error {
	for i := 0; i < len(rows)-1; i++ {
		if err := cw.Write(record(rows[i])); err != nil {
			return err
		}
	}
	return nil
}

func record(r report.Row) []string {
	return []string{
		r.StoreID,
		r.StoreName,
		strconv.FormatInt(r.AmountYen, 10),
		strconv.Itoa(r.Orders),
		strconv.FormatInt(r.AvgTicket, 10),
	}
}
