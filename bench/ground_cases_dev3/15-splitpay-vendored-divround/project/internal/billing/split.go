package billing

import (
	"github.com/shopspring/decimal"
)

// Share is one participant's part of a bill.
type Share struct {
	Member string
	Amount decimal.Decimal
}

// SplitEvenly divides total between members, giving the rounding remainder to the first.
func SplitEvenly(total decimal.Decimal, members []string) []Share {
	n := decimal.NewFromInt(int64(len(members)))
	each := total.DivRound(n, 2)
	shares := make([]Share, 0, len(members))
	for _, m := range members {
		shares = append(shares, Share{Member: m, Amount: each})
	}
	if len(shares) > 0 {
		rest := total.Sub(each.Mul(n))
		shares[0].Amount = shares[0].Amount.Add(rest)
	}
	return shares
}

// SplitByWeight divides total by integer weights.
func SplitByWeight(total decimal.Decimal, weights map[string]int64) []Share {
	var sum int64
	for _, w := range weights {
		sum += w
	}
	shares := make([]Share, 0, len(weights))
	if sum == 0 {
		return shares
	}
	for m, w := range weights {
		part := total.Mul(decimal.NewFromInt(w)).DivRound(decimal.NewFromInt(sum), 2)
		shares = append(shares, Share{Member: m, Amount: part})
	}
	return shares
}
