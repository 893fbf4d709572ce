// Integration tests live in src for now; see ledger::tests once we split lib/bin.
