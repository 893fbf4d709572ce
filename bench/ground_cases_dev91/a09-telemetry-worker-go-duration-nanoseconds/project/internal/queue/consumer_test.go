package queue

import (
	"context"
	"errors"
	"testing"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/aws/aws-sdk-go-v2/service/sqs/types"
)

type fakeSQS struct{ deleted int }

func (f *fakeSQS) ReceiveMessage(context.Context, *sqs.ReceiveMessageInput, ...func(*sqs.Options)) (*sqs.ReceiveMessageOutput, error) {
	return &sqs.ReceiveMessageOutput{}, nil
}

func (f *fakeSQS) DeleteMessage(context.Context, *sqs.DeleteMessageInput, ...func(*sqs.Options)) (*sqs.DeleteMessageOutput, error) {
	f.deleted++
	return &sqs.DeleteMessageOutput{}, nil
}

func TestProcessDeletesOnSuccess(t *testing.T) {
	f := &fakeSQS{}
	c := &Consumer{Client: f, Handle: func(context.Context, string) error { return nil }}
	c.process(context.Background(), types.Message{Body: aws.String("{}")})
	if f.deleted != 1 {
		t.Fatalf("deleted = %d", f.deleted)
	}
}

func TestProcessKeepsOnError(t *testing.T) {
	f := &fakeSQS{}
	c := &Consumer{Client: f, Handle: func(context.Context, string) error { return errors.New("boom") }}
	c.process(context.Background(), types.Message{Body: aws.String("{}")})
	if f.deleted != 0 {
		t.Fatalf("deleted = %d", f.deleted)
	}
}
