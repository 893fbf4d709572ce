"""Revenue reporting for finance."""
