package com.kexue.media.service;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

@Service
public class Transcoder {
    private static final Logger log = LoggerFactory.getLogger(Transcoder.class);
    private final VideoStorage storage;

    public Transcoder(VideoStorage storage) {
        this.storage = storage;
    }

    public void transcode(String videoId) {
        try {
            Path src = storage.sourceOf(videoId);
            Path out = src.resolveSibling("720p.mp4");
            List<String> cmd = List.of("ffmpeg", "-y", "-i", src.toString(), "-vf", "scale=-2:720",
                    "-c:v", "libx264", "-preset", "veryfast", "-crf", "23", "-c:a", "aac", out.toString());
            int code = new ProcessBuilder(cmd).inheritIO().start().waitFor();
            log.info("transcode {} exit={}", videoId, code);
        } catch (IOException | InterruptedException e) {
            log.error("transcode {} failed", videoId, e);
        }
    }
}
