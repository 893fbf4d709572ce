package com.kuaiyun.crm.user;

import java.util.EnumMap;
import java.util.Map;

import org.springframework.data.domain.Page;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Sort;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/users")
public class UserController {

    private final UserRepository users;

    public UserController(UserRepository users) {
        this.users = users;
    }

    @GetMapping
    public Page<UserDto> list(@RequestParam(defaultValue = "ACTIVE") UserStatus status,
                              @RequestParam(defaultValue = "0") int page,
                              @RequestParam(defaultValue = "20") int size) {
        var pageable = PageRequest.of(page, Math.min(size, 100), Sort.by("createdAt").descending());
        return users.findActiveByStatus(status, pageable).map(UserDto::from);
    }

    @GetMapping("/tenants/{tenantId}/count")
    public Map<String, Long> countForTenant(@PathVariable Long tenantId) {
        return Map.of("count", users.countActiveByTenant(tenantId));
    }

    @GetMapping("/stats")
    public Map<UserStatus, Long> stats() {
        Map<UserStatus, Long> result = new EnumMap<>(UserStatus.class);
        for (UserStatus status : UserStatus.values()) {
            result.put(status, users.countActiveByStatus(status));
        }
        return result;
    }
}
