"""Member sign-up and profile for the club's web front desk."""
