"""Pull contacts and companies from the CRM into our database."""

__version__ = "0.7.2"
