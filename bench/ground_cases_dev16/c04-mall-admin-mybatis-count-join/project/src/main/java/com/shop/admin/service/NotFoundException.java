package com.shop.admin.service;

import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.ResponseStatus;

/** Thrown when an entity the admin asked for does not exist; rendered as 404. */
@ResponseStatus(HttpStatus.NOT_FOUND)
public class NotFoundException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public NotFoundException(String what) {
        super(what + " not found");
    }

    public NotFoundException(String what, Throwable cause) {
        super(what + " not found", cause);
    }

    /** The resource name without the " not found" suffix, for error bodies. */
    public String resource() {
        String message = getMessage();
        return message.substring(0, message.length() - " not found".length());
    }

    @Override
    public synchronized Throwable fillInStackTrace() {
        // 404s are expected; skip the stack walk.
        return this;
    }
}
