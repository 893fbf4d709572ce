"""Merchant dashboard."""
