package com.kexue.media.service;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;
import org.springframework.web.multipart.MultipartFile;

@Service
public class VideoStorage {
    private final Path root;

    public VideoStorage(@Value("${media.storage-root}") String root) {
        this.root = Path.of(root);
    }

    public String save(long courseId, MultipartFile file) throws IOException {
        String id = UUID.randomUUID().toString();
        Path dir = root.resolve(Long.toString(courseId)).resolve(id);
        Files.createDirectories(dir);
        file.transferTo(dir.resolve("source"));
        return id;
    }

    public Path sourceOf(String id) throws IOException {
        try (var found = Files.find(root, 3, (p, a) -> p.endsWith(Path.of(id, "source")))) {
            return found.findFirst().orElseThrow(() -> new IOException("no source for " + id));
        }
    }
}
