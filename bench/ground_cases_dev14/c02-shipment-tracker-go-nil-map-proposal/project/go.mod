module github.com/lanhai-logistics/shipment-tracker

go 1.22

require github.com/go-chi/chi/v5 v5.0.12
