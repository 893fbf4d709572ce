from tabulate import tabulate


def eur(value: float) -> str:
    return f"€{value:,.2f}"


def summary_table(month: str, summary: dict) -> str:
    rows = [
        ("orders", f"{summary['orders']:,}"),
        ("gross", eur(summary["gross"])),
        ("refunded", eur(summary["refunded"])),
        ("net revenue", eur(summary["net"])),
        ("shipping (excluded)", eur(summary["shipping"])),
    ]
    return f"Sales summary {month}\n" + tabulate(rows, tablefmt="simple")
