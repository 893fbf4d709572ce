package pricing

// Kind is how a discount reduces the amount.
type Kind int

const (
	Percent Kind = iota // Value is a percentage (10 = 10%)
	Fixed               // Value is yen
)

// Discount is one coupon or campaign applied to a cart.
type Discount struct {
	Code  string
	Kind  Kind
	Value int
}

// ApplyDiscounts applies ds in order. Each discount works on the amount left
// after the previous ones (10% + 10% on 1000 yen is 810, not 800).
// The result is never negative; fractions of a yen are floored.
func ApplyDiscounts(subtotal int, ds []Discount) int {
	total := subtotal
	for _, d := range ds {
		switch d.Kind {
		case Percent:
			total -= subtotal * d.Value / 100
		case Fixed:
			total -= d.Value
		}
		if total < 0 {
			total = 0
		}
	}
	return total
}
