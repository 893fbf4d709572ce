package queue

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
)

type exportPayload struct {
	TenantID int64  `json:"tenant_id"`
	Month    string `json:"month"`
	Email    string `json:"email"`
}

func defaultHandlers() map[string]Handler {
	return map[string]Handler{
		"invoice_export": handleInvoiceExport,
		"cleanup_tmp":    handleCleanup,
	}
}

func handleInvoiceExport(ctx context.Context, raw []byte) error {
	var p exportPayload
	if err := json.Unmarshal(raw, &p); err != nil {
		return fmt.Errorf("bad payload: %w", err)
	}
	log.Printf("exporting invoices tenant=%d month=%s -> %s", p.TenantID, p.Month, p.Email)
	// the real export streams rows to CSV, uploads to OSS and mails the link
	return nil
}

func handleCleanup(ctx context.Context, raw []byte) error {
	log.Printf("cleanup tmp files")
	return nil
}
