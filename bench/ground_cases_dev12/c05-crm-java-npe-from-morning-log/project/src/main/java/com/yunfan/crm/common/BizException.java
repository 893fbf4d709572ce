package com.yunfan.crm.common;

import lombok.Getter;

/**
 * 业务异常：会被 GlobalExceptionHandler 转成 {code, msg} 返回给前端，不打 ERROR 日志
 */
@Getter
public class BizException extends RuntimeException {

    private final int code;

    public BizException(String message) {
        this(400, message);
    }

    public BizException(int code, String message) {
        super(message);
        this.code = code;
    }

    public static BizException notFound(String what) {
        return new BizException(404, what + "不存在或已删除");
    }

    public static BizException forbidden(String message) {
        return new BizException(403, message);
    }

    @Override
    public synchronized Throwable fillInStackTrace() {
        // 业务异常不需要堆栈，省点性能
        return this;
    }
}
