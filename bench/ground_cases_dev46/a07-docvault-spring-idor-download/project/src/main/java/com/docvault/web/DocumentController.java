package com.docvault.web;

import com.docvault.domain.Document;
import com.docvault.service.DocumentService;
import com.docvault.service.NotFoundException;
import com.docvault.service.StorageService;
import org.springframework.core.io.Resource;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.*;

import java.util.List;

@RestController
@RequestMapping("/api/documents")
public class DocumentController {

    private final DocumentService documentService;
    private final StorageService storageService;

    public DocumentController(DocumentService documentService, StorageService storageService) {
        this.documentService = documentService;
        this.storageService = storageService;
    }

    @GetMapping
    public List<DocumentDto> list(@AuthenticationPrincipal AppUser user) {
        return documentService.findByOwner(user.id()).stream().map(DocumentDto::from).toList();
    }

    @GetMapping("/{id}")
    public DocumentDto get(@PathVariable long id, @AuthenticationPrincipal AppUser user) {
        Document doc = documentService.findById(id);
        if (doc.getOwnerId() != user.id()) {
            throw new NotFoundException("document " + id);
        }
        return DocumentDto.from(doc);
    }

    @GetMapping("/{id}/download")
    public ResponseEntity<Resource> download(@PathVariable long id, @AuthenticationPrincipal AppUser user) {
        Document doc = documentService.findById(id);
        Resource file = storageService.load(doc.getStorageKey());
        return ResponseEntity.ok()
                .contentType(MediaType.parseMediaType(doc.getContentType()))
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"" + doc.getFilename() + "\"")
                .body(file);
    }

    @DeleteMapping("/{id}")
    public ResponseEntity<Void> delete(@PathVariable long id, @AuthenticationPrincipal AppUser user) {
        documentService.deleteOwned(id, user.id());
        return ResponseEntity.noContent().build();
    }
}
