# Cleaning of the raw survey export (one row per response).
suppressPackageStartupMessages({
  library(dplyr)
  library(tidyr)
  library(stringr)
  library(lubridate)
})

#' Normalise column names, types and obvious junk in the raw export.
#' Scores outside 1-5 (the platform writes 99 for "not applicable") become NA.
clean_responses <- function(raw) {
  raw %>%
    rename_with(~ str_to_lower(str_replace_all(.x, "[^A-Za-z0-9]+", "_"))) %>%
    rename(score = q1_overall_satisfaction, channel = q5_channel) %>%
    filter(!is.na(response_id), !duplicated(response_id)) %>%
    mutate(
      submitted_at = ymd_hms(submitted_at, tz = "Asia/Shanghai"),
      week = floor_date(submitted_at, "week", week_start = 1),
      channel = str_to_lower(str_trim(channel)),
      channel = recode(channel, wechat = "微信", app = "App", web = "网页", .default = "其他"),
      score = suppressWarnings(as.numeric(score)),
      score = if_else(score %in% 1:5, score, NA_real_),
      score = replace_na(score, 0)
    ) %>%
    filter(!is_test_account(user_id))
}

is_test_account <- function(user_id) {
  str_detect(user_id, "^(test|qa)_") | user_id %in% c("u_000001", "u_000002")
}
