package jp.acme.importer;

import java.util.Map;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.multipart.MaxUploadSizeExceededException;

@RestControllerAdvice
public class GlobalExceptionHandler {

    private static final Logger log = LoggerFactory.getLogger(GlobalExceptionHandler.class);

    @ExceptionHandler(MaxUploadSizeExceededException.class)
    public ResponseEntity<Map<String, String>> tooLarge(MaxUploadSizeExceededException e) {
        log.warn("upload too large: {}", e.getMessage());
        return ResponseEntity.status(HttpStatus.PAYLOAD_TOO_LARGE)
                .body(Map.of("error", "ファイルサイズが上限(50MB)を超えています"));
    }

    @ExceptionHandler(BadUploadException.class)
    public ResponseEntity<Map<String, String>> badUpload(BadUploadException e) {
        return ResponseEntity.badRequest().body(Map.of(
                "error", e.getMessage(),
                "errorCode", e.getCode()));
    }

    @ExceptionHandler(Exception.class)
    public ResponseEntity<Map<String, String>> other(Exception e) {
        log.error("unexpected", e);
        return ResponseEntity.internalServerError().body(Map.of("error", "サーバーエラー"));
    }
}
