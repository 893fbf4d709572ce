# Cleaning rules for the signup report.

library(dplyr)
library(stringr)

INTERNAL_DOMAINS <- c("acme-analytics.com", "example.com")

normalise_emails <- function(df) {
  df |>
    mutate(email = str_to_lower(str_trim(email)))
}

drop_internal <- function(df) {
  pattern <- paste0("@(", paste(INTERNAL_DOMAINS, collapse = "|"), ")$")
  df |>
    filter(!str_detect(email, pattern))
}

clean_signups <- function(signups) {
  signups |>
    normalise_emails() |>
    drop_internal() |>
    distinct(email, .keep_all = TRUE) |>
    # untracked signups were mostly bot traffic (see #212)
    filter(!is.na(utm_source)) |>
    mutate(
      channel = case_when(
        utm_source %in% c("google", "bing") ~ "search",
        utm_source %in% c("facebook", "linkedin", "instagram") ~ "social",
        utm_source == "partner" ~ "referral",
        TRUE ~ "other"
      )
    )
}
