from decimal import Decimal

SYMBOLS = {"EUR": "€", "GBP": "£", "USD": "$", "CHF": "CHF "}


def format_amount(amount: Decimal, currency: str = "EUR") -> str:
    symbol = SYMBOLS.get(currency, currency + " ")
    whole, _, cents = f"{amount:.2f}".partition(".")
    groups = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    groups.insert(0, whole)
    return f"{symbol}{'.'.join(groups)},{cents}"
