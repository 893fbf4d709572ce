package invoice

import (
	"errors"
	"fmt"
	"time"
)

type Line struct {
	Description string `json:"description"`
	Quantity    int64  `json:"quantity"`
	UnitCents   int64  `json:"unit_cents"`
}

type Party struct {
	Name    string   `json:"name"`
	Address []string `json:"address"`
	VATID   string   `json:"vat_id"`
}

type Invoice struct {
	Number        string    `json:"number"`
	Issued        time.Time `json:"issued"`
	Due           time.Time `json:"due"`
	Seller        Party     `json:"seller"`
	Customer      Party     `json:"customer"`
	Currency      string    `json:"currency"`
	VATRatePct    int64     `json:"vat_rate_pct"`
	ReverseCharge bool      `json:"reverse_charge"`
	Lines         []Line    `json:"lines"`
	BankIBAN      string    `json:"bank_iban"`
	BankBIC       string    `json:"bank_bic"`
}

func (inv *Invoice) Validate() error {
	if inv.Number == "" {
		return errors.New("number is required")
	}
	if len(inv.Lines) == 0 {
		return errors.New("an invoice needs at least one line")
	}
	for i, l := range inv.Lines {
		if l.Quantity <= 0 {
			return fmt.Errorf("line %d: quantity must be positive", i+1)
		}
	}
	if inv.Due.Before(inv.Issued) {
		return errors.New("due date is before the issue date")
	}
	return nil
}
