package io.fernhill.orders.api;

import io.fernhill.orders.domain.OrderNotFoundException;
import java.util.List;
import java.util.stream.Collectors;
import org.springframework.http.HttpStatus;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.bind.MethodArgumentNotValidException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestControllerAdvice;

@RestControllerAdvice
public class GlobalExceptionHandler {

    @ExceptionHandler(MethodArgumentNotValidException.class)
    @ResponseStatus(HttpStatus.BAD_REQUEST)
    public ApiError handleValidation(MethodArgumentNotValidException ex) {
        List<ApiError.FieldProblem> fields = ex.getBindingResult().getFieldErrors().stream()
                .map(e -> new ApiError.FieldProblem(e.getField(), e.getDefaultMessage()))
                .toList();
        String summary = fields.stream()
                .map(f -> f.field() + " " + f.problem())
                .collect(Collectors.joining("; "));
        return new ApiError("bad_request", "Invalid request: " + summary, fields);
    }

    @ExceptionHandler(HttpMessageNotReadableException.class)
    @ResponseStatus(HttpStatus.BAD_REQUEST)
    public ApiError handleUnreadable(HttpMessageNotReadableException ex) {
        return ApiError.of("bad_request", "Invalid request");
    }

    @ExceptionHandler(OrderNotFoundException.class)
    @ResponseStatus(HttpStatus.NOT_FOUND)
    public ApiError handleNotFound(OrderNotFoundException ex) {
        return ApiError.of("not_found", ex.getMessage());
    }
}
