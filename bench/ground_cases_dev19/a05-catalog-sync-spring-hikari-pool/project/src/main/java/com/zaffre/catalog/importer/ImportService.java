package com.zaffre.catalog.importer;

import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

@Service
public class ImportService {

    private static final Logger log = LoggerFactory.getLogger(ImportService.class);

    private final ChunkWriter writer;
    private final ExecutorService pool;
    private final int chunkSize;

    public ImportService(ChunkWriter writer,
                         @Value("${importer.workers}") int workers,
                         @Value("${importer.chunk-size}") int chunkSize) {
        this.writer = writer;
        this.pool = Executors.newFixedThreadPool(workers);
        this.chunkSize = chunkSize;
    }

    public ImportResult importFeed(List<ProductRow> rows) throws Exception {
        List<List<ProductRow>> chunks = Chunks.of(rows, chunkSize);
        log.debug("importing {} rows in {} chunks", rows.size(), chunks.size());
        List<Future<Integer>> results = chunks.stream()
                .map(chunk -> pool.submit(() -> writer.write(chunk)))
                .toList();
        int written = 0;
        for (Future<Integer> f : results) {
            written += f.get();
        }
        return new ImportResult(rows.size(), written);
    }
}
