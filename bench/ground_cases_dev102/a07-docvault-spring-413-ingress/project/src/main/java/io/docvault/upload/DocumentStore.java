package io.docvault.upload;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;

import org.springframework.stereotype.Component;

@Component
public class DocumentStore {

    private final Path root;

    public DocumentStore(UploadPolicy policy) {
        this.root = Path.of(policy.getStorageDir());
    }

    public String save(String originalName, byte[] bytes) throws IOException {
        Files.createDirectories(root);
        String id = UUID.randomUUID().toString();
        String ext = extension(originalName);
        Files.write(root.resolve(id + ext), bytes);
        return id;
    }

    static String extension(String name) {
        if (name == null) {
            return "";
        }
        int dot = name.lastIndexOf('.');
        return dot < 0 ? "" : name.substring(dot).toLowerCase();
    }
}
