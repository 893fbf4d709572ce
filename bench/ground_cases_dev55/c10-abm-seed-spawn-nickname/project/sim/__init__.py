"""Agent-based SIR on a contact network."""
