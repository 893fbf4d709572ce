package jp.hinata.reserve;

import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.ResponseStatus;

@ResponseStatus(HttpStatus.CONFLICT)
public class CancelDeadlinePassedException extends RuntimeException {
    public CancelDeadlinePassedException(Long id, int hours) {
        super("reservation " + id + " can only be cancelled " + hours + "h before it starts");
    }
}
