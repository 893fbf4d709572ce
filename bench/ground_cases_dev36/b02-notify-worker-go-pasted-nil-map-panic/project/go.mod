module github.com/kumo-inc/notify-worker

go 1.22

require (
	firebase.google.com/go/v4 v4.14.1
	github.com/rabbitmq/amqp091-go v1.10.0
)
