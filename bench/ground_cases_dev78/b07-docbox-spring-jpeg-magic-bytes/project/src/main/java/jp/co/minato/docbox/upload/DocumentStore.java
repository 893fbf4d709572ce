package jp.co.minato.docbox.upload;

import java.time.LocalDate;
import java.util.UUID;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.PutObjectRequest;

@Component
public class DocumentStore {

    private final S3Client s3;
    private final String bucket;

    public DocumentStore(S3Client s3, @Value("${docbox.bucket}") String bucket) {
        this.s3 = s3;
        this.bucket = bucket;
    }

    public String put(byte[] bytes, String contentType, String originalName) {
        String key = "documents/" + LocalDate.now() + "/" + UUID.randomUUID();
        PutObjectRequest req = PutObjectRequest.builder()
                .bucket(bucket)
                .key(key)
                .contentType(contentType)
                .metadata(java.util.Map.of("original-name", originalName == null ? "" : originalName))
                .build();
        s3.putObject(req, RequestBody.fromBytes(bytes));
        return key;
    }
}
