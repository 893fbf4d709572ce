package com.acme.sdk.errors;

/**
 * The API answered with an error status. {@link #kind()} groups statuses so callers
 * can branch without memorising codes; {@link #requestId()} is what support asks for.
 */
public class ApiException extends RuntimeException {
    public enum Kind { AUTH, NOT_FOUND, CLIENT, SERVER }

    private final Kind kind;
    private final int status;
    private final String requestId;

    public ApiException(Kind kind, int status, String message, String requestId) {
        super(message);
        this.kind = kind;
        this.status = status;
        this.requestId = requestId;
    }

    public Kind kind() { return kind; }

    public int status() { return status; }

    /** The X-Request-Id of the failed call, or null when the response had none. */
    public String requestId() { return requestId; }

    /** True for errors worth retrying as-is (5xx). */
    public boolean isRetryable() { return kind == Kind.SERVER; }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "[" + kind + " " + status + ", requestId=" + requestId + "]: " + getMessage();
    }
}
