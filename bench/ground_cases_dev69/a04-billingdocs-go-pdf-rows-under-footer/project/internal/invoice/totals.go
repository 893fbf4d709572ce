package invoice

// Totals are in cents. VAT is computed once on the net sum (not per line) and rounded half up,
// which is what the accountants' ledger does.
type Totals struct {
	Net   int64
	VAT   int64
	Gross int64
}

func (inv *Invoice) Totals() Totals {
	var net int64
	for _, l := range inv.Lines {
		net += l.Quantity * l.UnitCents
	}
	var vat int64
	if !inv.ReverseCharge {
		vat = (net*inv.VATRatePct + 50) / 100
	}
	return Totals{Net: net, VAT: vat, Gross: net + vat}
}

func FormatCents(c int64, currency string) string {
	sign := ""
	if c < 0 {
		sign, c = "-", -c
	}
	whole, frac := c/100, c%100
	s := itoaGrouped(whole)
	return sign + s + "," + twoDigits(frac) + " " + currency
}

func itoaGrouped(n int64) string {
	digits := []byte{}
	for i := 0; n > 0 || i == 0; i++ {
		if i > 0 && i%3 == 0 {
			digits = append([]byte{'.'}, digits...)
		}
		digits = append([]byte{byte('0' + n%10)}, digits...)
		n /= 10
	}
	return string(digits)
}

func twoDigits(n int64) string {
	return string([]byte{byte('0' + n/10), byte('0' + n%10)})
}
