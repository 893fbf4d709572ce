package billing

import (
	"errors"
	"time"
)

var ErrSamePlan = errors.New("billing: plan unchanged")

type Change struct {
	From, To    Plan
	PeriodStart time.Time
	PeriodEnd   time.Time
	At          time.Time
	UsedUnits   int64
}

// remainingFraction is the share of the billing period still ahead of At, in [0, 1].
func remainingFraction(c Change) float64 {
	total := c.PeriodEnd.Sub(c.PeriodStart)
	if total <= 0 {
		return 0
	}
	left := c.PeriodEnd.Sub(c.At)
	if left < 0 {
		return 0
	}
	return float64(left) / float64(total)
}

// Prorate returns the credit for the unused part of the old plan and the charge for the
// rest of the period on the new one, in cents.
func Prorate(c Change) (creditCents, chargeCents int64, err error) {
	if c.From.ID == c.To.ID {
		return 0, 0, ErrSamePlan
	}
	f := remainingFraction(c)
	creditCents = int64(float64(c.From.BaseCents) * f)
	chargeCents = int64(float64(c.To.BaseCents) * f)
	chargeCents += overageCents(c.To, c.UsedUnits)
	return creditCents, chargeCents, nil
}

// overageCents prices the units already used this period on the new plan.
func overageCents(p Plan, used int64) int64 {
	included := p.Tiers[0].Upto
	if used <= included {
		return 0
	}
	over := used - included
	return over * p.Tiers[len(p.Tiers)-1].UnitCents
}
