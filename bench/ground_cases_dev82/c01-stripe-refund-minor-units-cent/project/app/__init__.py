"""shopdesk payments service: Stripe charges, refunds and webhooks."""
