package com.haochi.dianzuo.web;

/** 业务异常，message 直接展示给顾客/店员 */
public class BizException extends RuntimeException {
    public BizException(String message) {
        super(message);
    }
}
