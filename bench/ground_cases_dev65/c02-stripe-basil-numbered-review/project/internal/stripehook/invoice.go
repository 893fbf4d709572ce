package stripehook

import (
	"context"
	"fmt"
	"time"

	"github.com/stripe/stripe-go/v76"
)

// handleInvoicePaid records the payment and moves the tenant's paid-through date.
func (h *Handler) handleInvoicePaid(ctx context.Context, inv *stripe.Invoice) error {
	if inv.BillingReason == stripe.InvoiceBillingReasonManual {
		// one-off invoices (setup fees) don't touch the plan
		return nil
	}
	if done, err := h.Store.InvoiceRecorded(ctx, inv.ID); err != nil {
		return err
	} else if done {
		return nil // a redelivery of an event we already handled
	}
	tenant, err := h.Store.TenantByCustomer(ctx, inv.Customer.ID)
	if err != nil {
		return fmt.Errorf("tenant for customer %s: %w", inv.Customer.ID, err)
	}
	subID := inv.Subscription.ID
	paidThrough := time.Unix(inv.PeriodEnd, 0).UTC()
	if err := h.Store.MarkPaid(ctx, tenant.ID, subID, inv.ID, paidThrough); err != nil {
		return err
	}
	h.Log.Info("invoice paid", "tenant", tenant.ID, "invoice", inv.ID, "amount", inv.AmountPaid, "currency", inv.Currency)
	return nil
}

// handleInvoiceFailed flags the tenant as past due until Stripe's next retry.
func (h *Handler) handleInvoiceFailed(ctx context.Context, inv *stripe.Invoice) error {
	tenant, err := h.Store.TenantByCustomer(ctx, inv.Customer.ID)
	if err != nil {
		return fmt.Errorf("tenant for customer %s: %w", inv.Customer.ID, err)
	}
	next := time.Unix(inv.NextPaymentAttempt, 0).UTC()
	h.Log.Warn("invoice payment failed", "tenant", tenant.ID, "invoice", inv.ID, "attempt", inv.AttemptCount)
	return h.Store.MarkPastDue(ctx, tenant.ID, next)
}
