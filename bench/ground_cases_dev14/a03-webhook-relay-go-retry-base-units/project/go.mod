module github.com/tallyworks/webhook-relay

go 1.19
