package llm

import (
	"strings"
	"testing"
)

func TestReadStreamJoinsDeltas(t *testing.T) {
	body := "data: {\"choices\":[{\"delta\":{\"content\":\"你\"}}]}\n\n" +
		"data: {\"choices\":[{\"delta\":{\"content\":\"好\"},\"finish_reason\":\"stop\"}]}\n\n" +
		"data: [DONE]\n\n"
	var got []string
	res, err := readStream(strings.NewReader(body), func(d string) { got = append(got, d) })
	if err != nil {
		t.Fatal(err)
	}
	if res.Text != "你好" || res.FinishReason != "stop" || len(got) != 2 {
		t.Fatalf("got %+v %v", res, got)
	}
}
