"""Find and merge duplicate customer records exported from the CRM."""
