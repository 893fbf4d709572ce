package export

import (
	"encoding/csv"
	"io"
	"strconv"
	"time"

	"github.com/tsubame-io/billing/internal/billing"
)

var jst = time.FixedZone("JST", 9*60*60)

// CreditNoteRow pairs a credit note with the number of the invoice it corrects.
type CreditNoteRow struct {
	InvoiceNumber string
	Note          billing.CreditNote
}

// WriteCreditNotesCSV writes the monthly credit note export for finance.
func WriteCreditNotesCSV(w io.Writer, rows []CreditNoteRow) error {
	cw := csv.NewWriter(w)
	if err := cw.Write([]string{"invoice_number", "credit_note_number", "issued_on", "amount_jpy_excl_tax", "tax_jpy", "amount_jpy_incl_tax", "reason"}); err != nil {
		return err
	}
	for _, r := range rows {
		record := []string{
			r.InvoiceNumber,
			r.Note.Number,
			r.Note.IssuedAt.In(jst).Format("2006-01-02"),
			strconv.FormatInt(r.Note.AmountJPY, 10),
			strconv.FormatInt(r.Note.TaxJPY, 10),
			strconv.FormatInt(r.Note.AmountJPY+r.Note.TaxJPY, 10),
			r.Note.Reason,
		}
		if err := cw.Write(record); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}
