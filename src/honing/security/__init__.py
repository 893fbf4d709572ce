"""Stage 12 (SPEC E-2, E-2.2): injection signatures, credentials and personal data,
destructive operations, undelimited template variables. Pure functions over text; the
pattern tables are package data (signatures.toml, secrets.toml, destructive.toml)."""
