"""Outbound integrations (Slack notifications, signed webhooks)."""
