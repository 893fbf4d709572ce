"""One module per rule; each exports ``check(ctx) -> Outcome``. The rule's metadata
(dimension, severity, stage, reference page) is in ``honing/data/rules.toml``."""
