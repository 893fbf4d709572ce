package pricing

// Standard and reduced consumption tax rates (percent).
const (
	StandardRate = 10
	ReducedRate  = 8
)

// WithTax returns amount plus tax at rate percent, fractions floored.
func WithTax(amount, rate int) int {
	return amount + amount*rate/100
}

// TaxOf returns only the tax part of amount at rate percent, fractions floored.
func TaxOf(amount, rate int) int {
	return amount * rate / 100
}
