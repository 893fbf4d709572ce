package agent

import (
	"context"
	"encoding/json"
	"errors"
	"strings"

	"github.com/anthropics/anthropic-sdk-go"
)

const systemPrompt = `You are the Parcelly order assistant. Use the tools to look up orders and refunds.
Never guess an order status. If the customer has not given an order id, ask for it.`

var ErrTooManySteps = errors.New("agent: step limit reached")

type Agent struct {
	client   *anthropic.Client
	tools    *Handlers
	Model    anthropic.Model
	MaxSteps int
}

func New(client *anthropic.Client, tools *Handlers) *Agent {
	return &Agent{client: client, tools: tools, Model: anthropic.ModelClaudeSonnet4_5, MaxSteps: 8}
}

// Run answers one customer message, calling tools until the model ends its turn.
func (a *Agent) Run(ctx context.Context, customerID, message string) (string, Usage, error) {
	var usage Usage
	messages := []anthropic.MessageParam{
		anthropic.NewUserMessage(anthropic.NewTextBlock(message)),
	}
	for step := 0; ; step++ {
		resp, err := a.client.Messages.New(ctx, anthropic.MessageNewParams{
			Model:     a.Model,
			MaxTokens: 1024,
			System:    []anthropic.TextBlockParam{{Text: systemPrompt}},
			Tools:     Tools,
			Messages:  messages,
		})
		if err != nil {
			return "", usage, err
		}
		usage.Add(resp.Usage.InputTokens, resp.Usage.OutputTokens)
		messages = append(messages, resp.ToParam())

		var results []anthropic.ContentBlockParamUnion
		var text strings.Builder
		for _, block := range resp.Content {
			switch b := block.AsAny().(type) {
			case anthropic.TextBlock:
				text.WriteString(b.Text)
			case anthropic.ToolUseBlock:
				out, err := a.tools.Call(ctx, b.Name, json.RawMessage(b.JSON.Input.Raw()))
				if err != nil {
					results = append(results, anthropic.NewToolResultBlock(b.ID, err.Error(), true))
					continue
				}
				results = append(results, anthropic.NewToolResultBlock(b.ID, out, false))
			}
		}
		if resp.StopReason != anthropic.StopReasonToolUse {
			return text.String(), usage, nil
		}
		if step >= a.MaxSteps && len(results) == 0 {
			return "", usage, ErrTooManySteps
		}
		messages = append(messages, anthropic.NewUserMessage(results...))
	}
}
