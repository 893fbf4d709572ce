package mentions

import (
	"reflect"
	"testing"
)

func TestExtract(t *testing.T) {
	cases := []struct {
		name string
		body string
		want []string
	}{
		{"single", "hey @mira can you look", []string{"mira"}},
		{"dedupe and lower", "@Mira and @mira again", []string{"mira"}},
		{"email ignored", "mail me at ops@threadline.dev", nil},
		{"inline code ignored", "run `@deploy now` please @sam", []string{"sam"}},
		{"punctuation after", "thanks @sam!", []string{"sam"}},
		{"dotted handle", "@anna.k can you check", []string{"anna.k"}},
		{"hyphenated handle", "ping @jean-luc and @mira", []string{"jean-luc", "mira"}},
		{"sentence end after handle", "thanks @sam.", []string{"sam"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := Extract(tc.body)
			if !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("Extract(%q) = %v, want %v", tc.body, got, tc.want)
			}
		})
	}
}
