"""Retrieval-augmented answers over the helpdesk knowledge base."""
