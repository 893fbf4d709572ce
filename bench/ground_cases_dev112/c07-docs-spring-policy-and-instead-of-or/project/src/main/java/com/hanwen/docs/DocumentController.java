package com.hanwen.docs;

import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/documents")
public class DocumentController {
    private final DocumentService service;

    public DocumentController(DocumentService service) {
        this.service = service;
    }

    static CurrentUser caller(Long id, String roles) {
        Set<String> set = roles == null ? Set.of()
                : Arrays.stream(roles.split(",")).map(String::trim).collect(Collectors.toSet());
        return new CurrentUser(id, set);
    }

    @PatchMapping("/{id}")
    public Document rename(@PathVariable Long id, @RequestParam String title,
                           @RequestHeader("X-User-Id") Long userId,
                           @RequestHeader(value = "X-User-Roles", required = false) String roles) {
        return service.rename(id, title, caller(userId, roles));
    }

    @DeleteMapping("/{id}")
    public ResponseEntity<Void> delete(@PathVariable Long id, @RequestHeader("X-User-Id") Long userId,
                                       @RequestHeader(value = "X-User-Roles", required = false) String roles) {
        service.delete(id, caller(userId, roles));
        return ResponseEntity.noContent().build();
    }

    @PostMapping("/{id}/restore")
    public Document restore(@PathVariable Long id, @RequestHeader("X-User-Id") Long userId,
                            @RequestHeader(value = "X-User-Roles", required = false) String roles) {
        return service.restore(id, caller(userId, roles));
    }
}
