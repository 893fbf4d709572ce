# Reading and cleaning the n-back data exported from PsychoPy.

library(dplyr)
library(readr)

load_nback <- function(path = "data/raw/nback_trials.csv") {
  trials <- read_csv(path, show_col_types = FALSE)
  trials |>
    filter(!is.na(rt), rt > 0.15, rt < 3.0) |>
    mutate(
      group = factor(group, levels = c("sham", "anodal")),
      load = factor(load, levels = c("1back", "2back", "3back"))
    )
}

subject_means <- function(trials) {
  trials |>
    group_by(subject, group, session, load) |>
    summarise(
      accuracy = mean(correct),
      rt_median = median(rt[correct == 1]),
      n_trials = n(),
      .groups = "drop"
    )
}

exclude_subjects <- function(means, min_accuracy = 0.55) {
  bad <- means |>
    filter(load == "1back", accuracy < min_accuracy) |>
    pull(subject) |>
    unique()
  if (length(bad) > 0) message("excluding ", length(bad), " subject(s): ", paste(bad, collapse = ", "))
  means |> filter(!subject %in% bad)
}
