package com.northwind.docs.upload;

import java.io.IOException;
import java.util.Set;

import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

@RestController
@RequestMapping("/api/folders/{folderId}/documents")
public class UploadController {

    private static final Set<String> ALLOWED = Set.of("application/pdf", "image/png", "image/jpeg");

    private final DocumentStorage storage;

    public UploadController(DocumentStorage storage) {
        this.storage = storage;
    }

    @PostMapping
    public ResponseEntity<DocumentDto> upload(@PathVariable long folderId,
                                              @RequestParam("file") MultipartFile file) throws IOException {
        if (file.isEmpty()) {
            return ResponseEntity.badRequest().build();
        }
        if (!ALLOWED.contains(file.getContentType())) {
            return ResponseEntity.status(HttpStatus.UNSUPPORTED_MEDIA_TYPE).build();
        }
        DocumentDto saved = storage.store(folderId, file.getOriginalFilename(), file.getContentType(),
                file.getSize(), file.getInputStream());
        return ResponseEntity.status(HttpStatus.CREATED).body(saved);
    }
}
