package com.hanwen.docs;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.server.ResponseStatusException;

@Service
public class DocumentService {
    private static final Logger log = LoggerFactory.getLogger(DocumentService.class);
    private final DocumentRepository repo;
    private final DocumentPolicy policy;

    public DocumentService(DocumentRepository repo, DocumentPolicy policy) {
        this.repo = repo;
        this.policy = policy;
    }

    public Document get(Long id) {
        return repo.findById(id)
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND));
    }

    @Transactional
    public Document rename(Long id, String title, CurrentUser user) {
        Document doc = get(id);
        policy.requireModify(doc, user);
        doc.rename(title);
        return doc;
    }

    @Transactional
    public void delete(Long id, CurrentUser user) {
        Document doc = get(id);
        policy.requireModify(doc, user);
        doc.markDeleted();
        log.debug("document {} soft-deleted by user {}", id, user.id());
    }

    @Transactional
    public Document restore(Long id, CurrentUser user) {
        Document doc = get(id);
        policy.requireModify(doc, user);
        doc.restore();
        log.debug("document {} restored by user {}", id, user.id());
        return doc;
    }
}
