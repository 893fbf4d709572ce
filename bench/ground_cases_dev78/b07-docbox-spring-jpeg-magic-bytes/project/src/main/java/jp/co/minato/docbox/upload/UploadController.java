package jp.co.minato.docbox.upload;

import java.io.IOException;
import java.util.Map;
import java.util.Optional;

import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

@RestController
public class UploadController {

    private final DocumentStore store;

    public UploadController(DocumentStore store) {
        this.store = store;
    }

    @PostMapping("/api/documents")
    public ResponseEntity<Map<String, Object>> upload(@RequestParam("file") MultipartFile file) throws IOException {
        if (file.isEmpty()) {
            return ResponseEntity.badRequest().body(Map.of("error", "ファイルが空です"));
        }
        byte[] bytes = file.getBytes();
        Optional<String> detected = FileTypeDetector.detect(bytes);
        if (detected.isEmpty()) {
            return ResponseEntity.status(HttpStatus.UNSUPPORTED_MEDIA_TYPE)
                    .body(Map.of("error", "対応していないファイル形式です"));
        }
        String key = store.put(bytes, detected.get(), file.getOriginalFilename());
        return ResponseEntity.status(HttpStatus.CREATED)
                .body(Map.of("key", key, "size", bytes.length, "contentType", detected.get()));
    }
}
