package httpapi

import (
	"encoding/json"
	"errors"
	"net/http"
	"path/filepath"
	"strings"

	"git.example.cn/crm/customer-import/internal/importer"
)

const maxUploadSize = 10 << 20 // 10 MB

// Store saves imported customers.
type Store interface {
	SaveCustomers(r *http.Request, cs []importer.Customer) error
}

// UploadHandler handles POST /api/customers/import (multipart, field "file").
func UploadHandler(store Store) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		r.Body = http.MaxBytesReader(w, r.Body, maxUploadSize)
		file, hdr, err := r.FormFile("file")
		if err != nil {
			var tooBig *http.MaxBytesError
			if errors.As(err, &tooBig) {
				writeError(w, http.StatusRequestEntityTooLarge, "文件不能超过 10MB")
				return
			}
			writeError(w, http.StatusBadRequest, "请选择要上传的文件")
			return
		}
		defer file.Close()
		if strings.ToLower(filepath.Ext(hdr.Filename)) != ".csv" {
			writeError(w, http.StatusUnsupportedMediaType, "只支持 CSV 文件，请在 Excel 中另存为 CSV UTF-8")
			return
		}
		res, err := importer.ImportCustomers(file)
		if err != nil {
			writeError(w, http.StatusUnprocessableEntity, err.Error())
			return
		}
		if err := store.SaveCustomers(r, res.Customers); err != nil {
			writeError(w, http.StatusInternalServerError, "保存失败")
			return
		}
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		_ = json.NewEncoder(w).Encode(res)
	}
}

func writeError(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]string{"error": msg})
}
