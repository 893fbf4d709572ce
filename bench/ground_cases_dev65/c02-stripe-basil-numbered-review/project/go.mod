module example.com/billing-svc

go 1.22

require (
	github.com/jackc/pgx/v5 v5.6.0
	github.com/stripe/stripe-go/v76 v76.25.0
)
