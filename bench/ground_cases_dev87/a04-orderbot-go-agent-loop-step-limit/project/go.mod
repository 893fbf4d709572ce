module github.com/parcelly/orderbot

go 1.23

require github.com/anthropics/anthropic-sdk-go v1.4.0
