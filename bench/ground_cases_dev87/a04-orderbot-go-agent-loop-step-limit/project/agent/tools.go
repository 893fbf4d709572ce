package agent

import "github.com/anthropics/anthropic-sdk-go"

// Tools offered to the model. Input schemas must match what the handlers decode.
var Tools = []anthropic.ToolUnionParam{
	{OfTool: &anthropic.ToolParam{
		Name:        "lookup_order",
		Description: anthropic.String("Look up an order by its id (e.g. PCL-48213). Returns status, items and the delivery estimate."),
		InputSchema: anthropic.ToolInputSchemaParam{
			Properties: map[string]any{
				"order_id": map[string]any{
					"type":        "string",
					"description": "The order id, starting with PCL-",
				},
			},
			Required: []string{"order_id"},
		},
	}},
	{OfTool: &anthropic.ToolParam{
		Name:        "refund_status",
		Description: anthropic.String("Get the status of a refund request for an order."),
		InputSchema: anthropic.ToolInputSchemaParam{
			Properties: map[string]any{
				"order_id": map[string]any{"type": "string"},
			},
			Required: []string{"order_id"},
		},
	}},
}
