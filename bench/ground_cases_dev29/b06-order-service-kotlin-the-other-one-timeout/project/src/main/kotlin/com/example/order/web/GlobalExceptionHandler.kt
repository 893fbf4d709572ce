package com.example.order.web

import com.example.order.client.OutOfStockException
import com.example.order.service.CouponNotFoundException
import org.springframework.http.HttpStatus
import org.springframework.http.ProblemDetail
import org.springframework.web.bind.annotation.ExceptionHandler
import org.springframework.web.bind.annotation.RestControllerAdvice

@RestControllerAdvice
class GlobalExceptionHandler {
    @ExceptionHandler(OutOfStockException::class)
    fun outOfStock(e: OutOfStockException): ProblemDetail =
        ProblemDetail.forStatusAndDetail(HttpStatus.CONFLICT, "在庫が不足しています: ${e.sku}")

    @ExceptionHandler(CouponNotFoundException::class)
    fun couponNotFound(e: CouponNotFoundException): ProblemDetail =
        ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST, "クーポンコードが無効です: ${e.code}")
}
