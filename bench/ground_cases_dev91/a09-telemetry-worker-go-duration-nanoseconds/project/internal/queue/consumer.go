package queue

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/aws/aws-sdk-go-v2/service/sqs/types"

	"github.com/fleetops/telemetry-worker/internal/metrics"
)

type SQSAPI interface {
	ReceiveMessage(ctx context.Context, in *sqs.ReceiveMessageInput, opts ...func(*sqs.Options)) (*sqs.ReceiveMessageOutput, error)
	DeleteMessage(ctx context.Context, in *sqs.DeleteMessageInput, opts ...func(*sqs.Options)) (*sqs.DeleteMessageOutput, error)
}

type Handler func(ctx context.Context, body string) error

type Consumer struct {
	Client            SQSAPI
	QueueURL          string
	Concurrency       int
	VisibilityTimeout time.Duration
	Handle            Handler
}

func (c *Consumer) Run(ctx context.Context) {
	var wg sync.WaitGroup
	for i := 0; i < c.Concurrency; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c.loop(ctx)
		}()
	}
	wg.Wait()
}

func (c *Consumer) loop(ctx context.Context) {
	for ctx.Err() == nil {
		out, err := c.Client.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{
			QueueUrl:            aws.String(c.QueueURL),
			MaxNumberOfMessages: 10,
			WaitTimeSeconds:     20,
			VisibilityTimeout:   int32(c.VisibilityTimeout.Seconds()),
		})
		if err != nil {
			slog.Warn("receive failed", "err", err)
			continue
		}
		for _, m := range out.Messages {
			c.process(ctx, m)
		}
	}
}

func (c *Consumer) process(ctx context.Context, m types.Message) {
	start := time.Now()
	err := c.Handle(ctx, aws.ToString(m.Body))
	metrics.HandleDuration.Observe(time.Since(start).Seconds())
	if err != nil {
		metrics.MessagesFailed.Inc()
		slog.Error("handle failed", "id", aws.ToString(m.MessageId), "err", err)
		return
	}
	metrics.MessagesProcessed.Inc()
	_, _ = c.Client.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: aws.String(c.QueueURL), ReceiptHandle: m.ReceiptHandle})
}
