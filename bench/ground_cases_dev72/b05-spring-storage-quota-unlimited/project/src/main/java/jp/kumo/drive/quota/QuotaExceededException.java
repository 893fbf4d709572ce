package jp.kumo.drive.quota;

import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.ResponseStatus;

@ResponseStatus(HttpStatus.PAYLOAD_TOO_LARGE)
public class QuotaExceededException extends RuntimeException {
    public QuotaExceededException(long usedBytes, long uploadBytes, long limitBytes) {
        super("storage quota exceeded: used=" + usedBytes + " upload=" + uploadBytes + " limit=" + limitBytes);
    }
}
