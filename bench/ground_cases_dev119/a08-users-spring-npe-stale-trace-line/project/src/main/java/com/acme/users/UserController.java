package com.acme.users;

import java.util.List;

import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/users")
public class UserController {

    public record SignupRequest(String email, String displayName, String teamId) {}

    private final UserService users;

    public UserController(UserService users) {
        this.users = users;
    }

    @GetMapping
    public List<User> list(@RequestParam(name = "q", required = false) String q) {
        return q == null ? users.listActive() : users.searchActive(q);
    }

    @PostMapping("/signup")
    @ResponseStatus(HttpStatus.CREATED)
    public User signup(@RequestBody SignupRequest form) {
        return users.register(form.email(), form.displayName(), form.teamId());
    }

    @DeleteMapping("/{id}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    public void deactivate(@PathVariable long id) {
        users.deactivate(id);
    }
}
