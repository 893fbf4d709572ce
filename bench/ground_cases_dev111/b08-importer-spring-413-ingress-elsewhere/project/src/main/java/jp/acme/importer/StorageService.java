package jp.acme.importer;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.UUID;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;
import org.springframework.web.multipart.MultipartFile;

@Service
public class StorageService {

    private final Path root;

    public StorageService(@Value("${importer.storage-dir}") String storageDir) {
        this.root = Path.of(storageDir);
    }

    public String save(MultipartFile file) throws IOException {
        Files.createDirectories(root);
        String id = UUID.randomUUID().toString();
        Path target = root.resolve(id + ".csv");
        try (InputStream in = file.getInputStream()) {
            Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
        }
        Files.writeString(root.resolve(id + ".name"), file.getOriginalFilename() == null ? "" : file.getOriginalFilename());
        return id;
    }

    public Path pathOf(String id) {
        return root.resolve(id + ".csv");
    }
}
