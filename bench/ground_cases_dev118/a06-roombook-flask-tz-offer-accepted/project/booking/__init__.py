"""Meeting room booking: slots, overlap rules and an in-memory store."""
