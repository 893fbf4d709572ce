package handler

import (
	"errors"
	"net/http"
	"net/url"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/chenhao/linkshort/internal/pagination"
	"github.com/chenhao/linkshort/internal/shortcode"
	"github.com/chenhao/linkshort/internal/store"
)

type Handler struct {
	store   *store.Memory
	baseURL string
}

func New(s *store.Memory, baseURL string) *Handler {
	return &Handler{store: s, baseURL: strings.TrimRight(baseURL, "/")}
}

type createRequest struct {
	URL  string `json:"url" binding:"required"`
	Code string `json:"code"`
}

type linkResponse struct {
	store.Link
	ShortURL string `json:"short_url"`
}

func (h *Handler) view(l store.Link) linkResponse {
	return linkResponse{Link: l, ShortURL: h.baseURL + "/" + l.Code}
}

// Create handles POST /api/links.
func (h *Handler) Create(c *gin.Context) {
	var req createRequest
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	u, err := url.Parse(req.URL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		c.JSON(http.StatusBadRequest, gin.H{"error": "url must be an absolute http(s) URL"})
		return
	}

	if req.Code != "" {
		l, err := h.store.Create(req.Code, req.URL)
		if errors.Is(err, store.ErrExists) {
			c.JSON(http.StatusConflict, gin.H{"error": "code already taken"})
			return
		}
		c.JSON(http.StatusCreated, h.view(l))
		return
	}

	for attempt := 0; attempt < 5; attempt++ {
		l, err := h.store.Create(shortcode.New(shortcode.Length), req.URL)
		if err == nil {
			c.JSON(http.StatusCreated, h.view(l))
			return
		}
	}
	c.JSON(http.StatusInternalServerError, gin.H{"error": "could not allocate a code"})
}

type listResponse struct {
	Items []linkResponse `json:"items"`
	pagination.Page
}

// List handles GET /api/links?page=&size=, newest first.
func (h *Handler) List(c *gin.Context) {
	page, size := pagination.Parse(c.Query("page"), c.Query("size"))
	links, total := h.store.List(pagination.Offset(page, size), size)
	items := make([]linkResponse, 0, len(links))
	for _, l := range links {
		items = append(items, h.view(l))
	}
	c.JSON(http.StatusOK, listResponse{Items: items, Page: pagination.Calc(page, size, total)})
}

// Resolve handles GET /:code and redirects to the target URL.
func (h *Handler) Resolve(c *gin.Context) {
	l, err := h.store.Hit(c.Param("code"))
	if err != nil {
		c.String(http.StatusNotFound, "not found")
		return
	}
	c.Redirect(http.StatusFound, l.URL)
}

// Stats handles GET /api/links/:code.
func (h *Handler) Stats(c *gin.Context) {
	l, err := h.store.Get(c.Param("code"))
	if err != nil {
		c.JSON(http.StatusNotFound, gin.H{"error": "not found"})
		return
	}
	c.JSON(http.StatusOK, h.view(l))
}

// Delete handles DELETE /api/links/:code.
func (h *Handler) Delete(c *gin.Context) {
	if err := h.store.Delete(c.Param("code")); err != nil {
		c.JSON(http.StatusNotFound, gin.H{"error": "not found"})
		return
	}
	c.Status(http.StatusNoContent)
}
