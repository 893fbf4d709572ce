package com.northwind.billing.api;

import com.northwind.billing.invoice.InvalidStateException;
import com.northwind.billing.invoice.InvoiceNotFoundException;
import com.northwind.billing.invoice.PageParamsException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.MethodArgumentNotValidException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

import java.util.List;

@RestControllerAdvice
public class GlobalExceptionHandler {

    private static final Logger log = LoggerFactory.getLogger(GlobalExceptionHandler.class);

    @ExceptionHandler(InvoiceNotFoundException.class)
    public ResponseEntity<ErrorBody> handleNotFound(InvoiceNotFoundException e) {
        return ResponseEntity.status(HttpStatus.NOT_FOUND).body(ErrorBody.of(ErrorCode.NOT_FOUND, e.getMessage()));
    }

    @ExceptionHandler(InvalidStateException.class)
    public ResponseEntity<ErrorBody> handleInvalidState(InvalidStateException e) {
        return ResponseEntity.status(HttpStatus.CONFLICT).body(ErrorBody.of(ErrorCode.INVALID_STATE, e.getMessage()));
    }

    @ExceptionHandler(DataIntegrityViolationException.class)
    public ResponseEntity<ErrorBody> handleDuplicate(DataIntegrityViolationException e) {
        log.info("duplicate invoice rejected: {}", e.getMostSpecificCause().getMessage());
        return ResponseEntity.status(HttpStatus.CONFLICT)
                .body(new ErrorBody("CONFLICT", "an invoice with this externalRef already exists", List.of()));
    }

    @ExceptionHandler(PageParamsException.class)
    public ResponseEntity<ErrorBody> handlePageParams(PageParamsException e) {
        return ResponseEntity.badRequest().body(ErrorBody.of(ErrorCode.VALIDATION_FAILED, e.getMessage()));
    }

    @ExceptionHandler(MethodArgumentNotValidException.class)
    public ResponseEntity<ErrorBody> handleValidation(MethodArgumentNotValidException e) {
        List<ErrorBody.FieldProblem> details = e.getBindingResult().getFieldErrors().stream()
                .map(fe -> new ErrorBody.FieldProblem(fe.getField(), fe.getDefaultMessage()))
                .toList();
        return ResponseEntity.badRequest()
                .body(new ErrorBody(ErrorCode.VALIDATION_FAILED.name(), "request is invalid", details));
    }

    @ExceptionHandler(Exception.class)
    public ResponseEntity<ErrorBody> handleUnexpected(Exception e) {
        log.error("unhandled", e);
        return ResponseEntity.status(HttpStatus.INTERNAL_SERVER_ERROR)
                .body(ErrorBody.of(ErrorCode.INTERNAL, "unexpected error"));
    }
}
