package upload

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/png"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"testing"
)

type memStore map[string][]byte

func (m memStore) Put(_ context.Context, key string, data []byte) error {
	m[key] = data
	return nil
}

func pngBytes(t *testing.T, w, h int) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	img.Set(0, 0, color.White)
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func post(t *testing.T, h http.Handler, name string, data []byte) *httptest.ResponseRecorder {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	fw, _ := mw.CreateFormFile("photo", name)
	_, _ = fw.Write(data)
	_ = mw.Close()
	req := httptest.NewRequest(http.MethodPost, "/v1/photos", &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func TestUploadPNG(t *testing.T) {
	st := memStore{}
	rec := post(t, NewHandler(st, slog.New(slog.NewTextHandler(io.Discard, nil))), "a.png", pngBytes(t, 800, 600))
	if rec.Code != http.StatusCreated {
		t.Fatalf("status %d: %s", rec.Code, rec.Body)
	}
	if len(st) != 2 {
		t.Fatalf("want original and thumb, got %d objects", len(st))
	}
}

func TestUploadRejectsText(t *testing.T) {
	rec := post(t, NewHandler(memStore{}, slog.New(slog.NewTextHandler(io.Discard, nil))), "a.txt", []byte("hello"))
	if rec.Code != http.StatusUnsupportedMediaType {
		t.Fatalf("status %d", rec.Code)
	}
}
