package com.lanyun.pay.web;

import com.lanyun.pay.service.RefundConflictException;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

@RestControllerAdvice
public class ApiExceptionHandler {

    @ExceptionHandler(RefundConflictException.class)
    public ProblemDetail conflict(RefundConflictException e) {
        ProblemDetail pd = ProblemDetail.forStatusAndDetail(HttpStatus.CONFLICT, e.getMessage());
        pd.setTitle("Refund not allowed");
        pd.setProperty("orderId", e.getOrderId());
        return pd;
    }
}
