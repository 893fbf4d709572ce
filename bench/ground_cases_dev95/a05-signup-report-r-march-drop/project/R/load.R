# Readers for the CRM exports in data/raw/. One CSV per table, UTF-8, ISO dates.

library(readr)
library(dplyr)

RAW_DIR <- "data/raw"

read_signups <- function(dir = RAW_DIR) {
  read_csv(
    file.path(dir, "signups.csv"),
    col_types = cols(
      user_id = col_character(),
      email = col_character(),
      signup_date = col_date(),
      region = col_character(),
      utm_source = col_character(),
      trial_id = col_character()
    )
  )
}

read_trials <- function(dir = RAW_DIR) {
  read_csv(
    file.path(dir, "trials.csv"),
    col_types = cols(
      trial_id = col_character(),
      started_on = col_date(),
      channel = col_character()
    )
  )
}

export_date <- function(dir = RAW_DIR) {
  # the CRM job writes the day of the pull into the folder
  as.Date(readLines(file.path(dir, "PULLED_AT"), n = 1))
}
