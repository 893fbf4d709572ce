package com.kexue.media.service;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

@Component
public class TranscodeQueue {
    private final ThreadPoolExecutor pool;
    private final Transcoder transcoder;

    public TranscodeQueue(Transcoder transcoder,
                          @Value("${media.transcode.workers}") int workers,
                          @Value("${media.transcode.queue-capacity}") int capacity) {
        this.transcoder = transcoder;
        this.pool = new ThreadPoolExecutor(workers, workers, 0, TimeUnit.SECONDS,
                new ArrayBlockingQueue<>(capacity), new ThreadPoolExecutor.AbortPolicy());
    }

    public void submit(String videoId) {
        pool.execute(() -> transcoder.transcode(videoId));
    }

    public int pending() {
        return pool.getQueue().size();
    }
}
