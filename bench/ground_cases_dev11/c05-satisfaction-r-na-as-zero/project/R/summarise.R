suppressPackageStartupMessages({
  library(dplyr)
})

#' Per week and channel: responses, mean score (1-5) and promoter/detractor share.
weekly_summary <- function(df) {
  df %>%
    group_by(week, channel) %>%
    summarise(
      n = n(),
      avg_score = round(mean(score, na.rm = TRUE), 2),
      promoters = sum(score >= 4, na.rm = TRUE),
      detractors = sum(score <= 2, na.rm = TRUE),
      .groups = "drop"
    ) %>%
    mutate(net_share = round((promoters - detractors) / n * 100, 1)) %>%
    arrange(desc(week), channel)
}

overall_summary <- function(df) {
  df %>%
    summarise(
      responses = n(),
      avg_score = round(mean(score, na.rm = TRUE), 2),
      median_score = median(score, na.rm = TRUE),
      first_week = min(week),
      last_week = max(week)
    )
}
