"""Batch jobs for the retail analytics warehouse."""
