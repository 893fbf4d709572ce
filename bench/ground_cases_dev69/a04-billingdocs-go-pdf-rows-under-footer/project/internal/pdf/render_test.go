package pdf

import (
	"bytes"
	"testing"
	"time"

	"github.com/nordlicht/billing-docs/internal/invoice"
)

func sample(n int) *invoice.Invoice {
	inv := &invoice.Invoice{
		Number:     "2025-0412",
		Issued:     time.Date(2025, 11, 3, 0, 0, 0, 0, time.UTC),
		Due:        time.Date(2025, 11, 17, 0, 0, 0, 0, time.UTC),
		Customer:   invoice.Party{Name: "Kappa Logistik GmbH", Address: []string{"Hafenstr. 4", "20457 Hamburg"}},
		Currency:   "EUR",
		VATRatePct: 19,
		BankIBAN:   "DE02120300000000202051",
		BankBIC:    "BYLADEM1001",
	}
	for i := 0; i < n; i++ {
		inv.Lines = append(inv.Lines, invoice.Line{Description: "Pallet storage", Quantity: 1, UnitCents: 1250})
	}
	return inv
}

func TestLongInvoiceBreaksPages(t *testing.T) {
	var buf bytes.Buffer
	if err := Render(&buf, sample(120), Options{}); err != nil {
		t.Fatal(err)
	}
	if n := bytes.Count(buf.Bytes(), []byte("/Type /Page\n")); n < 3 {
		t.Fatalf("want at least 3 pages for 120 lines, got %d", n)
	}
}

func TestRenderProducesPDF(t *testing.T) {
	var buf bytes.Buffer
	if err := Render(&buf, sample(3), Options{}); err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(buf.Bytes(), []byte("%PDF-")) {
		t.Fatalf("not a PDF: %q", buf.Bytes()[:8])
	}
}
