from ledger.importers.icbc import read_statement as read_icbc

IMPORTERS = {"icbc": read_icbc}
