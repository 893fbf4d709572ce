package com.huaxin.hetong.service;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.web.multipart.MultipartFile;

import java.io.IOException;
import java.time.LocalDateTime;
import java.util.List;

@Service
public class ContractService {

    public record ContractFile(long id, long contractId, String name, long size, String path, LocalDateTime uploadedAt) {
    }

    private final FileStorageService storage;
    private final JdbcTemplate jdbc;

    public ContractService(FileStorageService storage, JdbcTemplate jdbc) {
        this.storage = storage;
        this.jdbc = jdbc;
    }

    public ContractFile attach(long contractId, MultipartFile file) throws IOException {
        String path = storage.save(contractId, file);
        LocalDateTime now = LocalDateTime.now();
        jdbc.update("INSERT INTO contract_file (contract_id, name, size, path, uploaded_at) VALUES (?, ?, ?, ?, ?)",
                contractId, file.getOriginalFilename(), file.getSize(), path, now);
        Long id = jdbc.queryForObject("SELECT LAST_INSERT_ID()", Long.class);
        return new ContractFile(id == null ? 0 : id, contractId, file.getOriginalFilename(), file.getSize(), path, now);
    }

    public List<ContractFile> listFiles(long contractId) {
        return jdbc.query("SELECT id, contract_id, name, size, path, uploaded_at FROM contract_file WHERE contract_id = ? ORDER BY id",
                (rs, i) -> new ContractFile(rs.getLong(1), rs.getLong(2), rs.getString(3), rs.getLong(4), rs.getString(5),
                        rs.getTimestamp(6).toLocalDateTime()),
                contractId);
    }
}
