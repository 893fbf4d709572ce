// Package report builds the monthly reconciliation finance ticks off against the bank.
package report

import (
	"encoding/csv"
	"fmt"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/shopspring/decimal"

	"github.com/lumenwerk/recon/internal/fx"
	"github.com/lumenwerk/recon/internal/stripeexport"
)

// Line is one currency's totals, converted to EUR.
type Line struct {
	Currency string
	Gross    decimal.Decimal
	Fees     decimal.Decimal
	Refunds  decimal.Decimal
	Net      decimal.Decimal
}

// Payout is one transfer to the bank.
type Payout struct {
	ID     string
	Date   time.Time
	Amount decimal.Decimal
}

// Monthly is the report for one month.
type Monthly struct {
	Month   time.Time
	Lines   []Line
	Payouts []Payout
}

// BuildMonthly sums the month's balance transactions per customer currency, in EUR.
func BuildMonthly(txs []stripeexport.Tx, rates *fx.Rates, month time.Time) (*Monthly, error) {
	end := month.AddDate(0, 1, 0)
	lines := map[string]*Line{}
	rep := &Monthly{Month: month}
	for _, tx := range txs {
		if tx.Created.Before(month) || !tx.Created.Before(end) {
			continue
		}
		if tx.Type == "payout" {
			rep.Payouts = append(rep.Payouts, Payout{ID: tx.ID, Date: tx.AvailableOn, Amount: tx.Amount.Neg()})
			continue
		}
		cur := tx.CustomerCurrency
		if cur == "" {
			cur = tx.Currency
		}
		l, ok := lines[cur]
		if !ok {
			l = &Line{Currency: cur}
			lines[cur] = l
		}
		amount, err := toEUR(rates, tx, tx.Amount)
		if err != nil {
			return nil, err
		}
		fee, err := toEUR(rates, tx, tx.Fee)
		if err != nil {
			return nil, err
		}
		switch tx.Type {
		case "charge":
			l.Gross = l.Gross.Add(amount)
		case "refund", "payment_refund":
			l.Refunds = l.Refunds.Add(amount)
		default:
			continue
		}
		l.Fees = l.Fees.Add(fee)
		l.Net = l.Net.Add(amount).Sub(fee)
	}
	for _, l := range lines {
		rep.Lines = append(rep.Lines, *l)
	}
	sort.Slice(rep.Lines, func(i, j int) bool { return rep.Lines[i].Currency < rep.Lines[j].Currency })
	sort.Slice(rep.Payouts, func(i, j int) bool { return rep.Payouts[i].Date.Before(rep.Payouts[j].Date) })
	return rep, nil
}

// toEUR converts a settlement-currency amount; the export is in the account currency (EUR)
// except for balances kept in other currencies.
func toEUR(rates *fx.Rates, tx stripeexport.Tx, amount decimal.Decimal) (decimal.Decimal, error) {
	return rates.ToEUR(amount, tx.Currency, tx.Created)
}

// Total is the sum of all lines' net.
func (m *Monthly) Total() decimal.Decimal {
	sum := decimal.Zero
	for _, l := range m.Lines {
		sum = sum.Add(l.Net)
	}
	return sum
}

// PaidOut is the sum of the month's payouts.
func (m *Monthly) PaidOut() decimal.Decimal {
	sum := decimal.Zero
	for _, p := range m.Payouts {
		sum = sum.Add(p.Amount)
	}
	return sum
}

// Summary is the text printed after a run.
func (m *Monthly) Summary() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n", m.Month.Format("January 2006"))
	for _, l := range m.Lines {
		fmt.Fprintf(&b, "  %s  gross %12s  refunds %11s  fees %10s  net %12s\n", l.Currency,
			l.Gross.StringFixed(2), l.Refunds.StringFixed(2), l.Fees.StringFixed(2), l.Net.StringFixed(2))
	}
	fmt.Fprintf(&b, "  net total %s EUR, paid out %s EUR in %d payouts\n", m.Total().StringFixed(2),
		m.PaidOut().StringFixed(2), len(m.Payouts))
	return b.String()
}

// WriteCSV writes lines and payouts for finance.
func (m *Monthly) WriteCSV(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	w := csv.NewWriter(f)
	_ = w.Write([]string{"section", "currency_or_id", "gross_eur", "refunds_eur", "fees_eur", "net_eur"})
	for _, l := range m.Lines {
		_ = w.Write([]string{"line", l.Currency, l.Gross.StringFixed(2), l.Refunds.StringFixed(2),
			l.Fees.StringFixed(2), l.Net.StringFixed(2)})
	}
	for _, p := range m.Payouts {
		_ = w.Write([]string{"payout", p.ID, "", "", "", p.Amount.StringFixed(2)})
	}
	w.Flush()
	return w.Error()
}
