"""Timesheet tooling for the warehouse rota."""
