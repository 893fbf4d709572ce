package com.acme.predict.service;

import com.acme.predict.api.PageResult;
import com.acme.predict.api.PredictionDto;
import com.acme.predict.domain.Prediction;
import com.acme.predict.domain.PredictionRepository;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
@Transactional(readOnly = true)
public class PredictionService {

    public static final int DEFAULT_SIZE = 20;
    public static final int MAX_SIZE = 100;

    /** Newest first; predictions created in the same instant by descending id. */
    static final Comparator<Prediction> NEWEST_FIRST =
            Comparator.comparing(Prediction::getCreatedAt).thenComparing(Prediction::getId).reversed();

    private final PredictionRepository repository;

    public PredictionService(PredictionRepository repository) {
        this.repository = repository;
    }

    public List<PredictionDto> list(String modelId) {
        return repository.findByModelId(modelId).stream().map(PredictionDto::from).toList();
    }

    public PageResult<PredictionDto> page(String modelId, int page, int size) {
        if (page < 1) {
            throw new IllegalArgumentException("page starts at 1");
        }
        int pageSize = Math.min(Math.max(size, 1), MAX_SIZE);
        List<Prediction> all = repository.findByModelId(modelId);
        List<PredictionDto> items = all.stream()
                .sorted(NEWEST_FIRST)
                .skip((long) page * pageSize)
                .limit(pageSize)
                .map(PredictionDto::from)
                .toList();
        return new PageResult<>(items, page, pageSize, all.size());
    }

    public Optional<PredictionDto> latest(String modelId, String entityId) {
        return repository.findFirstByModelIdAndEntityIdOrderByCreatedAtDesc(modelId, entityId)
                .map(PredictionDto::from);
    }
}
