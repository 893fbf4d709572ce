"""Hollins JFC league tables and site builder."""
