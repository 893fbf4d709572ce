package jp.acme.importer;

import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import org.springframework.beans.factory.annotation.Value;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

@RestController
@RequestMapping("/api/imports")
public class UploadController {

    private final StorageService storage;
    private final Set<String> allowedExtensions;

    public UploadController(StorageService storage,
                            @Value("${importer.allowed-extensions}") List<String> allowedExtensions) {
        this.storage = storage;
        this.allowedExtensions = allowedExtensions.stream()
                .map(e -> e.trim().toLowerCase(Locale.ROOT))
                .collect(Collectors.toUnmodifiableSet());
    }

    @PostMapping
    public ResponseEntity<Map<String, Object>> upload(@RequestParam("file") MultipartFile file) throws IOException {
        if (file.isEmpty()) {
            throw BadUploadException.empty();
        }
        String name = file.getOriginalFilename() == null ? "" : file.getOriginalFilename();
        String ext = name.contains(".") ? name.substring(name.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT) : "";
        if (!allowedExtensions.contains(ext)) {
            throw BadUploadException.extension(ext);
        }
        String id = storage.save(file);
        return ResponseEntity.accepted().body(Map.of(
                "importId", id,
                "size", file.getSize(),
                "status", "QUEUED"));
    }
}
