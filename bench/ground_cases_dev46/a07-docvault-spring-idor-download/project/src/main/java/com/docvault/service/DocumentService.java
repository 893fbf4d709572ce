package com.docvault.service;

import com.docvault.domain.Document;
import com.docvault.domain.DocumentRepository;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import java.util.List;

@Service
public class DocumentService {

    private final DocumentRepository repository;
    private final StorageService storage;

    public DocumentService(DocumentRepository repository, StorageService storage) {
        this.repository = repository;
        this.storage = storage;
    }

    public Document findById(long id) {
        return repository.findById(id).orElseThrow(() -> new NotFoundException("document " + id));
    }

    public List<Document> findByOwner(long ownerId) {
        return repository.findByOwnerIdOrderByCreatedAtDesc(ownerId);
    }

    @Transactional
    public void deleteOwned(long id, long ownerId) {
        Document doc = repository.findByIdAndOwnerId(id, ownerId)
                .orElseThrow(() -> new NotFoundException("document " + id));
        storage.delete(doc.getStorageKey());
        repository.delete(doc);
    }
}
