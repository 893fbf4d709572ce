"""Monthly revenue numbers from Stripe balance-transaction exports."""
