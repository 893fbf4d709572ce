// Package stripeexport reads Stripe's itemized balance change export.
package stripeexport

import (
	"encoding/csv"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/shopspring/decimal"
)

// Tx is one balance transaction.
type Tx struct {
	ID          string
	Type        string // charge, refund, payout, adjustment, stripe_fee, payment_refund ...
	Currency    string // currency of Amount/Fee/Net (the account's settlement currency)
	Amount      decimal.Decimal
	Fee         decimal.Decimal
	Net         decimal.Decimal
	Created     time.Time
	AvailableOn time.Time
	Source      string
	// Customer-facing currency and amount when it differs from the settlement one.
	CustomerCurrency string
	CustomerAmount   decimal.Decimal
}

var wanted = []string{"id", "reporting_category", "currency", "gross", "fee", "net", "created_utc",
	"available_on_utc", "source_id", "customer_facing_currency", "customer_facing_amount"}

// Load reads the export at path.
func Load(path string) ([]Tx, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r := csv.NewReader(f)
	header, err := r.Read()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	col := map[string]int{}
	for i, h := range header {
		col[strings.TrimSpace(h)] = i
	}
	for _, w := range wanted {
		if _, ok := col[w]; !ok {
			return nil, fmt.Errorf("%s: missing column %q (export the itemized report)", path, w)
		}
	}
	var out []Tx
	for {
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		tx := Tx{
			ID:               rec[col["id"]],
			Type:             rec[col["reporting_category"]],
			Currency:         strings.ToUpper(rec[col["currency"]]),
			Source:           rec[col["source_id"]],
			CustomerCurrency: strings.ToUpper(rec[col["customer_facing_currency"]]),
		}
		if tx.Amount, err = decimal.NewFromString(rec[col["gross"]]); err != nil {
			return nil, fmt.Errorf("%s: gross: %w", tx.ID, err)
		}
		if tx.Fee, err = decimal.NewFromString(rec[col["fee"]]); err != nil {
			return nil, fmt.Errorf("%s: fee: %w", tx.ID, err)
		}
		if tx.Net, err = decimal.NewFromString(rec[col["net"]]); err != nil {
			return nil, fmt.Errorf("%s: net: %w", tx.ID, err)
		}
		if s := rec[col["customer_facing_amount"]]; s != "" {
			tx.CustomerAmount, _ = decimal.NewFromString(s)
		}
		tx.Created, _ = time.Parse("2006-01-02 15:04:05", rec[col["created_utc"]])
		tx.AvailableOn, _ = time.Parse("2006-01-02 15:04:05", rec[col["available_on_utc"]])
		out = append(out, tx)
	}
	return out, nil
}
