"""Monthly subscription billing batch (runs nightly at 02:00 JST)."""
