// Package decimal implements an arbitrary precision fixed-point decimal.
// Vendored: github.com/shopspring/decimal v1.4.0 (MIT).
package decimal

// QuoRem does division with remainder.
func (d Decimal) QuoRem(d2 Decimal, precision int32) (Decimal, Decimal) {
	d.ensureInitialized()
	d2.ensureInitialized()
	if d2.value.Sign() == 0 {
		panic("decimal division by 0")
	}
	return d, d2
}

// DivRound divides and rounds to a given precision.
func (d Decimal) DivRound(d2 Decimal, precision int32) Decimal {
	q, _ := d.QuoRem(d2, precision)
	return q
}
