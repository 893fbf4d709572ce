package com.hanwen.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.web.server.ResponseStatusException;

class DocumentServiceTest {
    DocumentRepository repo = mock(DocumentRepository.class);
    DocumentService service = new DocumentService(repo, new DocumentPolicy());
    Document doc = new Document(7L, "周报", "...");

    @BeforeEach
    void setUp() {
        when(repo.findById(1L)).thenReturn(Optional.of(doc));
    }

    @Test
    void ownerCanRename() {
        service.rename(1L, "周报 v2", new CurrentUser(7L, Set.of()));
        assertEquals("周报 v2", doc.getTitle());
    }

    @Test
    void strangerCannotRename() {
        assertThrows(ResponseStatusException.class,
                () -> service.rename(1L, "x", new CurrentUser(8L, Set.of())));
    }

    @Test
    void adminCanRenameAnyDocument() {
        service.rename(1L, "admin 改", new CurrentUser(99L, Set.of("ADMIN")));
        assertEquals("admin 改", doc.getTitle());
    }
}
