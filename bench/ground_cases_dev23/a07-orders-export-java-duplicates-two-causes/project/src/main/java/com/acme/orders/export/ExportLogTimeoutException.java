package com.acme.orders.export;

/** The export-log service did not answer in time. The request may still have been applied. */
public class ExportLogTimeoutException extends RuntimeException {

    public ExportLogTimeoutException(Throwable cause) {
        super("export-log request timed out", cause);
    }
}
