package com.huaxin.hetong.service;

import com.huaxin.hetong.config.StorageProperties;
import com.huaxin.hetong.exception.BadFileException;
import org.springframework.stereotype.Service;
import org.springframework.web.multipart.MultipartFile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.UUID;

@Service
public class FileStorageService {

    private final StorageProperties props;

    public FileStorageService(StorageProperties props) {
        this.props = props;
    }

    public String save(long contractId, MultipartFile file) throws IOException {
        if (file.isEmpty()) {
            throw new BadFileException("文件为空");
        }
        if (!props.allowedTypes().contains(file.getContentType())) {
            throw new BadFileException("不支持的文件类型：" + file.getContentType());
        }
        Path dir = Path.of(props.root(), String.valueOf(contractId));
        Files.createDirectories(dir);
        String ext = extension(file.getOriginalFilename());
        Path target = dir.resolve(UUID.randomUUID() + ext);
        try (var in = file.getInputStream()) {
            Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
        }
        return target.toString();
    }

    private static String extension(String name) {
        if (name == null) {
            return "";
        }
        int dot = name.lastIndexOf('.');
        return dot < 0 ? "" : name.substring(dot).toLowerCase();
    }
}
