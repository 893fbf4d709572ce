"""Weekly usage reports."""

__all__ = ["aggregate", "summary_rows"]

from usage_report.aggregate import aggregate, summary_rows
