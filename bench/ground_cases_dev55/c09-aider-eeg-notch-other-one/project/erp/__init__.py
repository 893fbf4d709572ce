"""ERP pipeline: filtering, epoching, averaging, plotting."""
