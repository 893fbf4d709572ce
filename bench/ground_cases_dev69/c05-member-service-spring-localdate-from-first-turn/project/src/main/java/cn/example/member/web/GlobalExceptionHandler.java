package cn.example.member.web;

import cn.example.member.service.SignupException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.validation.FieldError;
import org.springframework.web.bind.MethodArgumentNotValidException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

@RestControllerAdvice
public class GlobalExceptionHandler {

    @ExceptionHandler(MethodArgumentNotValidException.class)
    public ResponseEntity<Map<String, Object>> invalid(MethodArgumentNotValidException ex) {
        Map<String, String> firstByField = new LinkedHashMap<>();
        for (FieldError fe : ex.getBindingResult().getFieldErrors()) {
            firstByField.putIfAbsent(fe.getField(), fe.getDefaultMessage());
        }
        List<Map<String, String>> errors = new ArrayList<>();
        firstByField.forEach((field, message) -> errors.add(Map.of("field", field, "message", message)));
        return ResponseEntity.badRequest().body(Map.of("code", "VALIDATION_FAILED", "errors", errors));
    }

    @ExceptionHandler(SignupException.class)
    public ResponseEntity<Map<String, Object>> signup(SignupException ex) {
        return ResponseEntity.status(HttpStatus.CONFLICT)
                .body(Map.of("code", "SIGNUP_REJECTED", "field", ex.getField(), "message", ex.getMessage()));
    }

    @ExceptionHandler(Exception.class)
    public ResponseEntity<Map<String, Object>> other(Exception ex) {
        return ResponseEntity.status(HttpStatus.INTERNAL_SERVER_ERROR)
                .body(Map.of("code", "INTERNAL_ERROR", "message", "服务器开小差了，请稍后再试"));
    }
}
