"""mall-pay: payment callbacks and reconciliation for the mall."""
