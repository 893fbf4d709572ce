package com.acme.predict.domain;

import java.util.List;
import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;

public interface PredictionRepository extends JpaRepository<Prediction, Long> {
    List<Prediction> findByModelId(String modelId);

    Optional<Prediction> findFirstByModelIdAndEntityIdOrderByCreatedAtDesc(String modelId, String entityId);
}
