package cn.example.member.web;

import cn.example.member.domain.Member;
import cn.example.member.service.SignupService;
import cn.example.member.web.dto.SignupRequest;
import jakarta.validation.Valid;
import java.util.Map;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/members")
public class SignupController {

    private final SignupService signupService;

    public SignupController(SignupService signupService) {
        this.signupService = signupService;
    }

    /**
     * Registers a member from the H5 sign-up page.
     * Returns the new member id; validation errors are rendered by GlobalExceptionHandler.
     */
    @PostMapping("/signup")
    @ResponseStatus(HttpStatus.CREATED)
    public Map<String, Object> signup(@Valid @RequestBody SignupRequest request) {
        Member member = signupService.register(request);
        return Map.of("id", member.getId(), "nickname", member.getNickname());
    }
}
