package report

import (
	"context"
	"fmt"
	"time"

	"git.example.cn/shop/orderstat/internal/store"
)

const dateLayout = "2006-01-02"

// Summary is what the daily report shows for one calendar day.
type Summary struct {
	Date        string `json:"date"`
	OrderCount  int    `json:"order_count"`
	PaidCount   int    `json:"paid_count"`
	GMVFen      int64  `json:"gmv_fen"`
	RefundedFen int64  `json:"refunded_fen"`
}

// OrderLister is the part of the store the report needs.
type OrderLister interface {
	ListBetween(ctx context.Context, from, to time.Time) ([]store.Order, error)
}

// DayRange returns the half-open interval [start, end) of the given calendar day.
func DayRange(date string) (time.Time, time.Time, error) {
	start, err := time.Parse(dateLayout, date)
	if err != nil {
		return time.Time{}, time.Time{}, fmt.Errorf("bad date %q: %w", date, err)
	}
	return start, start.AddDate(0, 0, 1), nil
}

// Daily builds the summary of one day from the orders created in it.
func Daily(ctx context.Context, s OrderLister, date string) (Summary, error) {
	from, to, err := DayRange(date)
	if err != nil {
		return Summary{}, err
	}
	orders, err := s.ListBetween(ctx, from, to)
	if err != nil {
		return Summary{}, err
	}
	sum := Summary{Date: date}
	for _, o := range orders {
		sum.OrderCount++
		switch o.Status {
		case store.StatusPaid, store.StatusShipped, store.StatusDone:
			sum.PaidCount++
			sum.GMVFen += o.AmountFen
		case store.StatusRefunded:
			sum.RefundedFen += o.AmountFen
		}
	}
	return sum, nil
}
