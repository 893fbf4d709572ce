module github.com/acme-data/ingest

go 1.19
