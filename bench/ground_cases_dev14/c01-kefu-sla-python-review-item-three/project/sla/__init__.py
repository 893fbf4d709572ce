"""SLA deadlines and escalation for the customer-support ticket queue."""
