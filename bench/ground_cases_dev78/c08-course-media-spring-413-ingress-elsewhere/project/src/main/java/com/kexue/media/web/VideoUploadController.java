package com.kexue.media.web;

import com.kexue.media.service.TranscodeQueue;
import com.kexue.media.service.VideoStorage;
import java.io.IOException;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;
import org.springframework.web.multipart.MultipartFile;

@RestController
@RequestMapping("/api/videos")
public class VideoUploadController {
    private static final Logger log = LoggerFactory.getLogger(VideoUploadController.class);

    private final VideoStorage storage;
    private final TranscodeQueue queue;

    public VideoUploadController(VideoStorage storage, TranscodeQueue queue) {
        this.storage = storage;
        this.queue = queue;
    }

    @PostMapping
    public ResponseEntity<Map<String, Object>> upload(@RequestParam("file") MultipartFile file,
                                                      @RequestParam("courseId") long courseId) throws IOException {
        if (file.isEmpty()) {
            return ResponseEntity.badRequest().body(Map.of("error", "empty file"));
        }
        String id = storage.save(courseId, file);
        queue.submit(id);
        log.info("video uploaded id={} course={} name={} size={}", id, courseId,
                file.getOriginalFilename(), file.getSize());
        return ResponseEntity.accepted().body(Map.of("id", id, "status", "queued"));
    }
}
