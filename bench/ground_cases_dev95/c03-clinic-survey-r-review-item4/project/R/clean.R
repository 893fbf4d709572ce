# Cleaning rules for the patient satisfaction survey.

library(dplyr)
library(stringr)

age_breaks <- c(18, 30, 45, 65, Inf)
age_labels <- c("18-29", "30-44", "45-64", "65+")

add_age_group <- function(df) {
  df |>
    mutate(age_group = cut(age, breaks = age_breaks, labels = age_labels, right = FALSE))
}

clean_recommend <- function(x) {
  x <- str_to_lower(str_trim(x))
  case_when(
    x %in% c("yes", "y", "是") ~ TRUE,
    x %in% c("no", "n", "否") ~ FALSE,
    .default = NA
  )
}

clean_responses <- function(df) {
  df |>
    filter(!is.na(clinic_id), age >= 18) |>
    distinct(response_id, .keep_all = TRUE) |>
    mutate(
      satisfaction = if_else(satisfaction %in% 1:5, satisfaction, NA_real_),
      wait_minutes = if_else(wait_minutes < 0 | wait_minutes > 600, NA_real_, wait_minutes),
      would_recommend = clean_recommend(would_recommend)
    ) |>
    add_age_group()
}
