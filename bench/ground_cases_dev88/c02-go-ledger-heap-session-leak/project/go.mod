module github.com/hexa-fin/ledger-api

go 1.22

require github.com/google/uuid v1.6.0
