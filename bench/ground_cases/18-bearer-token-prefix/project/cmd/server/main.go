package main

import (
	"log"
	"net/http"

	"gitee.com/yunfan/deploy-console/internal/api"
	"gitee.com/yunfan/deploy-console/internal/auth"
)

func main() {
	store, err := auth.LoadTokens("tokens.json")
	if err != nil {
		log.Fatalf("load tokens: %v", err)
	}
	a := &api.API{}
	log.Fatal(http.ListenAndServe(":8088", auth.Authenticate(store, a.Routes())))
}
