package billing

import "time"

type InvoiceStatus string

const (
	StatusOpen     InvoiceStatus = "open"
	StatusPaid     InvoiceStatus = "paid"
	StatusPastDue  InvoiceStatus = "past_due"
	StatusVoid     InvoiceStatus = "void"
)

type Invoice struct {
	ID           string
	WorkspaceID  string
	Number       string
	AmountJPY    int64
	TaxJPY       int64
	Status       InvoiceStatus
	FailedAt     *time.Time
	Attempts     int
	LastMailedAt *time.Time
}

type CreditNote struct {
	ID        string
	InvoiceID string
	Number    string
	AmountJPY int64
	TaxJPY    int64
	Reason    string
	IssuedAt  time.Time
}
