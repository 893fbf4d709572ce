package com.acme.user.web;

import com.acme.user.domain.User;
import com.acme.user.service.UserService;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import java.util.List;
import java.util.Map;

@RestController
@RequestMapping("/users")
public class UserController {

    private final UserService userService;

    public UserController(UserService userService) {
        this.userService = userService;
    }

    @GetMapping
    public List<User> search(@RequestParam(required = false) String keyword,
                             @RequestParam(required = false) Integer status,
                             @RequestParam(defaultValue = "1") int page,
                             @RequestParam(defaultValue = "20") int size) {
        return userService.search(keyword, status, page, size);
    }

    /**
     * Active users of one department, newest first, with the total for the pager.
     */
    @GetMapping("/dept/{deptId}")
    public Map<String, Object> deptUsers(@PathVariable Long deptId,
                                         @RequestParam(defaultValue = "1") int page,
                                         @RequestParam(defaultValue = "20") int size) {
        long total = userService.countDept(deptId);
        List<User> rows = userService.listDept(deptId, page, size);
        return Map.of("total", total, "rows", rows);
    }
}
