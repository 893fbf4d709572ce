# Analysis dataset for the survival figures: one row per patient.
# See data/README.md for the coding of `arm`.
suppressPackageStartupMessages({
  library(dplyr)
})

DAYS_PER_MONTH <- 365.25 / 12

read_trial <- function(path) {
  raw <- readr::read_csv(path, show_col_types = FALSE)
  need <- c("pid", "arm", "os_days", "os_event", "pfs_days", "pfs_event", "age", "ecog")
  missing <- setdiff(need, names(raw))
  if (length(missing)) stop("missing columns: ", paste(missing, collapse = ", "))
  raw
}

prep_survival <- function(raw) {
  raw |>
    filter(!is.na(os_days), os_days >= 0) |>
    mutate(
      arm = factor(arm, levels = c("A", "B"), labels = c("Control", "Treatment")),
      os_m = os_days / DAYS_PER_MONTH,
      pfs_m = pfs_days / DAYS_PER_MONTH,
      os_event = as.integer(os_event),
      pfs_event = as.integer(pfs_event),
      ecog = factor(ecog, levels = 0:2),
      age_group = cut(age, c(-Inf, 65, Inf), labels = c("<65", ">=65"), right = FALSE)
    )
}

# Median follow-up by the reverse Kaplan-Meier method (censoring as the event).
median_follow_up <- function(d, time = "os_m", event = "os_event") {
  f <- stats::as.formula(paste0("survival::Surv(", time, ", 1 - ", event, ") ~ 1"))
  fit <- survival::survfit(f, data = d)
  unname(summary(fit)$table["median"])
}
