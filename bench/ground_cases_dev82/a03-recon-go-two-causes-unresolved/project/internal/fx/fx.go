// Package fx converts amounts to EUR with the ECB reference rates.
package fx

import (
	"encoding/csv"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/shopspring/decimal"
)

// Rates holds, per day, how many units of a currency one euro buys.
type Rates struct {
	byDay map[string]map[string]decimal.Decimal
}

// LoadECB reads the ECB "eurofxref-hist.csv" layout: Date,USD,JPY,...,GBP,...
func LoadECB(path string) (*Rates, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		return nil, err
	}
	if len(rows) < 2 {
		return nil, fmt.Errorf("%s: no rates", path)
	}
	header := rows[0]
	r := &Rates{byDay: map[string]map[string]decimal.Decimal{}}
	for _, row := range rows[1:] {
		day := map[string]decimal.Decimal{}
		for i := 1; i < len(row) && i < len(header); i++ {
			v, err := decimal.NewFromString(strings.TrimSpace(row[i]))
			if err == nil {
				day[strings.TrimSpace(header[i])] = v
			}
		}
		r.byDay[row[0]] = day
	}
	return r, nil
}

// RateFor is the rate of the given day, or of the last business day before it.
func (r *Rates) RateFor(day time.Time, currency string) (decimal.Decimal, error) {
	for i := 0; i < 7; i++ {
		d := day.AddDate(0, 0, -i).Format("2006-01-02")
		if rate, ok := r.byDay[d][currency]; ok {
			return rate, nil
		}
	}
	return decimal.Zero, fmt.Errorf("no %s rate within a week before %s", currency, day.Format("2006-01-02"))
}

// ToEUR converts amount in currency to EUR at the rate of day.
func (r *Rates) ToEUR(amount decimal.Decimal, currency string, day time.Time) (decimal.Decimal, error) {
	if currency == "EUR" {
		return amount, nil
	}
	rate, err := r.RateFor(day, currency)
	if err != nil {
		return decimal.Zero, err
	}
	return amount.Div(rate).Round(2), nil
}
