"""Monthly finance export from the orders CSV dumps."""
