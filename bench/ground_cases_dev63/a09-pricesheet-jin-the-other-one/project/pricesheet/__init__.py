"""Weekly wholesale price sheets for the shops (Excel, one sheet per shop)."""
