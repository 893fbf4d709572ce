# Summary tables for the quarterly satisfaction report.
# `weight` is the post-stratification weight from the survey vendor (one per response).

library(dplyr)

clinic_scores <- function(responses) {
  responses |>
    group_by(clinic_id, clinic_name, region) |>
    summarise(
      n = n(),
      n_answered = sum(!is.na(satisfaction)),
      score = mean(satisfaction, na.rm = TRUE),
      recommend_rate = mean(would_recommend, na.rm = TRUE),
      median_wait = median(wait_minutes, na.rm = TRUE),
      .groups = "drop"
    )
}

region_scores <- function(responses) {
  clinic_scores(responses) |>
    group_by(region) |>
    summarise(
      n_clinics = n(),
      n_responses = sum(n),
      score = mean(score),
      .groups = "drop"
    ) |>
    arrange(desc(score))
}

age_group_scores <- function(responses) {
  responses |>
    filter(!is.na(age_group)) |>
    group_by(age_group) |>
    summarise(
      n = n(),
      score = weighted.mean(satisfaction, weight, na.rm = TRUE),
      .groups = "drop"
    )
}

top_complaints <- function(responses, n = 10) {
  responses |>
    filter(satisfaction <= 2) |>
    count(clinic_name, sort = TRUE) |>
    slice_head(n = n)
}
