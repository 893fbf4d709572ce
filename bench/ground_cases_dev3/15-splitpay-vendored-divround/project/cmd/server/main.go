package main

import (
	"log"
	"net/http"

	"github.com/rosa/splitpay/internal/api"
)

func main() {
	http.HandleFunc("POST /split", api.SplitHandler)
	log.Fatal(http.ListenAndServe(":8081", nil))
}
