module github.com/nordlicht/billing-docs

go 1.23

require github.com/go-pdf/fpdf v0.9.0
