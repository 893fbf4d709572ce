package pdf

import (
	"fmt"
	"io"

	"github.com/go-pdf/fpdf"

	"github.com/nordlicht/billing-docs/internal/invoice"
)

type Options struct {
	FontDir string
}

// family is the font family for this render (see registerFonts).
var family = "Helvetica"

const (
	rowH   = 6.0
	colQty = 20.0
	colAmt = 35.0
)

// Render writes the invoice as an A4 PDF. Layout is absolute (mm); automatic page breaks
// are off because the totals block is placed by hand.
func Render(w io.Writer, inv *invoice.Invoice, opt Options) error {
	pdf := fpdf.New("P", "mm", "A4", "")
	pdf.SetMargins(15, 15, 15)
	pdf.SetAutoPageBreak(false, 0)
	family = registerFonts(pdf, opt.FontDir)
	pdf.AliasNbPages("{nb}")
	pdf.SetFooterFunc(func() { drawFooter(pdf, inv) })
	pdf.AddPage()
	pdf.SetFont(family, "", 10)

	drawHeader(pdf, inv)
	drawLines(pdf, inv)
	drawTotals(pdf, inv)
	return pdf.Output(w)
}

func drawFooter(pdf *fpdf.Fpdf, inv *invoice.Invoice) {
	pdf.SetY(-20)
	pdf.SetFont(family, "", 8)
	pdf.CellFormat(0, 4, fmt.Sprintf("%s · IBAN %s · BIC %s", inv.Seller.Name, inv.BankIBAN, inv.BankBIC), "T", 1, "C", false, 0, "")
	pdf.CellFormat(0, 4, fmt.Sprintf("Page %d of {nb}", pdf.PageNo()), "", 0, "C", false, 0, "")
	pdf.SetFont(family, "", 10)
}

func drawHeader(pdf *fpdf.Fpdf, inv *invoice.Invoice) {
	pdf.SetFont(family, "B", 16)
	pdf.Cell(0, 10, "Invoice "+inv.Number)
	pdf.Ln(12)
	pdf.SetFont(family, "", 10)
	for _, l := range append([]string{inv.Customer.Name}, inv.Customer.Address...) {
		pdf.Cell(0, 5, l)
		pdf.Ln(5)
	}
	pdf.Ln(4)
	pdf.Cell(0, 5, fmt.Sprintf("Issued %s, due %s", inv.Issued.Format("02.01.2006"), inv.Due.Format("02.01.2006")))
	pdf.Ln(10)
}

func drawTableHeader(pdf *fpdf.Fpdf) {
	pdf.SetFont(family, "B", 10)
	pdf.CellFormat(180-colQty-colAmt, rowH, "Description", "B", 0, "L", false, 0, "")
	pdf.CellFormat(colQty, rowH, "Qty", "B", 0, "R", false, 0, "")
	pdf.CellFormat(colAmt, rowH, "Amount", "B", 1, "R", false, 0, "")
	pdf.SetFont(family, "", 10)
}

func drawLines(pdf *fpdf.Fpdf, inv *invoice.Invoice) {
	drawTableHeader(pdf)
	for _, l := range inv.Lines {
		if pdf.GetY()+rowH > 280 { // A4 is 297 mm; keep clear of the bottom edge
			pdf.AddPage()
			drawTableHeader(pdf)
		}
		pdf.CellFormat(180-colQty-colAmt, rowH, l.Description, "", 0, "L", false, 0, "")
		pdf.CellFormat(colQty, rowH, fmt.Sprint(l.Quantity), "", 0, "R", false, 0, "")
		pdf.CellFormat(colAmt, rowH, invoice.FormatCents(l.Quantity*l.UnitCents, inv.Currency), "", 1, "R", false, 0, "")
	}
}

func drawTotals(pdf *fpdf.Fpdf, inv *invoice.Invoice) {
	t := inv.Totals()
	if pdf.GetY()+4+3*rowH > 280 { // keep the totals block together
		pdf.AddPage()
	}
	pdf.Ln(4)
	row := func(label, value string) {
		pdf.CellFormat(180-colAmt, rowH, label, "", 0, "R", false, 0, "")
		pdf.CellFormat(colAmt, rowH, value, "", 1, "R", false, 0, "")
	}
	row("Net", invoice.FormatCents(t.Net, inv.Currency))
	if inv.ReverseCharge {
		row("VAT (reverse charge)", invoice.FormatCents(0, inv.Currency))
	} else {
		row(fmt.Sprintf("VAT %d%%", inv.VATRatePct), invoice.FormatCents(t.VAT, inv.Currency))
	}
	pdf.SetFont(family, "B", 10)
	row("Total", invoice.FormatCents(t.Gross, inv.Currency))
	pdf.SetFont(family, "", 10)
	if inv.ReverseCharge {
		pdf.Ln(4)
		pdf.SetFont(family, "", 8)
		pdf.MultiCell(0, 4, "Reverse charge: VAT to be accounted for by the recipient (Art. 196 Directive 2006/112/EC). Customer VAT ID: "+inv.Customer.VATID, "", "L", false)
		pdf.SetFont(family, "", 10)
	}
}
