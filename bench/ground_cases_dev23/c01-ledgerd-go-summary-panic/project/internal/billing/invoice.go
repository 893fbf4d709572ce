package billing

import (
	"errors"
	"fmt"
	"time"
)

var ErrNotFound = errors.New("billing: invoice not found")

type Status string

const (
	StatusDraft  Status = "draft"
	StatusIssued Status = "issued"
	StatusPaid   Status = "paid"
	StatusVoid   Status = "void"
)

type Line struct {
	SKU       string
	Qty       int
	UnitCents int64
	Currency  string
}

type Invoice struct {
	ID       string
	Customer string
	Status   Status
	Currency string
	Lines    []Line
	IssuedAt time.Time
	DueAt    time.Time
}

type Summary struct {
	ID         string `json:"id"`
	Status     Status `json:"status"`
	Currency   string `json:"currency"`
	LineCount  int    `json:"line_count"`
	TotalCents int64  `json:"total_cents"`
	AvgCents   int64  `json:"avg_line_cents"`
	Display    string `json:"display"`
}

func roundCents(v float64) int64 {
	if v < 0 {
		return int64(v - 0.5)
	}
	return int64(v + 0.5)
}

// primaryCurrency is the currency of the first line; all lines of an
// invoice share one currency (AddLine enforces it).
func primaryCurrency(lines []Line) string {
	return lines[0].Currency
}

func (inv *Invoice) Summary() Summary {
	var total int64
	for _, l := range inv.Lines {
		total += int64(l.Qty) * l.UnitCents
	}
	n := len(inv.Lines)
	var avg int64
	if n > 0 {
		avg = roundCents(float64(total) / float64(n))
	}
	cur := primaryCurrency(inv.Lines)
	return Summary{
		ID:         inv.ID,
		Status:     inv.Status,
		Currency:   cur,
		LineCount:  n,
		TotalCents: total,
		AvgCents:   avg,
		Display:    fmt.Sprintf("%s %d.%02d", cur, total/100, total%100),
	}
}

func (inv *Invoice) AddLine(l Line) error {
	if inv.Status != StatusDraft {
		return fmt.Errorf("billing: invoice %s is %s, lines are frozen", inv.ID, inv.Status)
	}
	if l.Qty <= 0 {
		return fmt.Errorf("billing: qty must be positive, got %d", l.Qty)
	}
	if len(inv.Lines) > 0 && l.Currency != inv.Lines[0].Currency {
		return fmt.Errorf("billing: line currency %s differs from %s", l.Currency, inv.Lines[0].Currency)
	}
	inv.Lines = append(inv.Lines, l)
	return nil
}
