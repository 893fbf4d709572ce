from decimal import Decimal

CENT = Decimal("0.01")
