"""billing-svc: checkout and refunds on Stripe PaymentIntents."""

__version__ = "0.9.3"
