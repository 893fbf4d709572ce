package com.yunfan.crm.common;

import jakarta.servlet.http.HttpServletRequest;
import lombok.extern.slf4j.Slf4j;
import org.springframework.validation.BindException;
import org.springframework.web.bind.MethodArgumentNotValidException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

import java.util.Map;
import java.util.stream.Collectors;

@Slf4j
@RestControllerAdvice
public class GlobalExceptionHandler {

    @ExceptionHandler(BizException.class)
    public Map<String, Object> biz(BizException e, HttpServletRequest req) {
        log.warn("业务异常 uri={} msg={}", req.getRequestURI(), e.getMessage());
        return Map.of("code", e.getCode(), "msg", e.getMessage());
    }

    @ExceptionHandler({MethodArgumentNotValidException.class, BindException.class})
    public Map<String, Object> invalid(BindException e) {
        String msg = e.getFieldErrors().stream()
                .map(f -> f.getField() + " " + f.getDefaultMessage())
                .collect(Collectors.joining("; "));
        return Map.of("code", 400, "msg", msg);
    }

    @ExceptionHandler(Exception.class)
    public Map<String, Object> other(Exception e, HttpServletRequest req) {
        log.error("系统异常 uri={}", req.getRequestURI(), e);
        return Map.of("code", 500, "msg", "系统繁忙，请稍后再试");
    }
}
