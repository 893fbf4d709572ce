# Aggregates behind the charts in the growth deck.

library(dplyr)
library(lubridate)

monthly_signups <- function(signups) {
  signups |>
    mutate(month = floor_date(signup_date, "month")) |>
    count(month, region, name = "signups") |>
    arrange(month, region)
}

signups_by_channel <- function(signups) {
  signups |>
    count(channel, name = "signups") |>
    mutate(share = signups / sum(signups)) |>
    arrange(desc(signups))
}

conversion_by_channel <- function(signups, trials) {
  # attribute each conversion to the channel the trial came from, not the signup's utm
  converted_ids <- unique(signups$trial_id[!is.na(signups$trial_id)])
  trials |>
    mutate(converted = trial_id %in% converted_ids) |>
    group_by(channel) |>
    summarise(
      trials = n(),
      signups = sum(converted),
      conversion = signups / trials,
      .groups = "drop"
    ) |>
    arrange(desc(conversion))
}
