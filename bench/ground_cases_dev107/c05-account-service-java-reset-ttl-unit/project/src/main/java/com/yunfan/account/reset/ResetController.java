package com.yunfan.account.reset;

import java.util.Map;

import com.yunfan.common.web.ApiResponse;

import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/password-reset")
public class ResetController {

    private final PasswordResetService service;

    public ResetController(PasswordResetService service) {
        this.service = service;
    }

    @PostMapping("/request")
    public ResponseEntity<ApiResponse<Void>> request(@RequestBody Map<String, String> body) {
        service.requestReset(body.get("email"));
        return ResponseEntity.accepted().body(new ApiResponse<>(true, null, null));
    }

    @PostMapping("/confirm")
    public ResponseEntity<ApiResponse<String>> confirm(@RequestBody Map<String, String> body) {
        return service.consume(body.get("token"))
                .map(email -> ResponseEntity.ok(new ApiResponse<>(true, email, null)))
                .orElseGet(() -> ResponseEntity.status(HttpStatus.GONE)
                        .body(new ApiResponse<String>(false, null, "token_expired")));
    }
}
