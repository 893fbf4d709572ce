package fetch

import (
	"encoding/xml"
	"io"
	"time"
)

type rss struct {
	Channel struct {
		Items []struct {
			GUID    string `xml:"guid"`
			Title   string `xml:"title"`
			Link    string `xml:"link"`
			PubDate string `xml:"pubDate"`
		} `xml:"item"`
	} `xml:"channel"`
}

func parse(r io.Reader) ([]Item, error) {
	var doc rss
	if err := xml.NewDecoder(io.LimitReader(r, 8<<20)).Decode(&doc); err != nil {
		return nil, err
	}
	items := make([]Item, 0, len(doc.Channel.Items))
	for _, it := range doc.Channel.Items {
		published, _ := time.Parse(time.RFC1123Z, it.PubDate)
		items = append(items, Item{GUID: it.GUID, Title: it.Title, Link: it.Link, Published: published})
	}
	return items, nil
}
