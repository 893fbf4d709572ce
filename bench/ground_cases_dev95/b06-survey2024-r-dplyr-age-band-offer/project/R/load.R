# Read the raw survey export (Qualtrics CSV: two extra header rows under the names).
suppressPackageStartupMessages({
  library(readr)
  library(dplyr)
})

read_survey <- function(path) {
  header <- names(read_csv(path, n_max = 0, show_col_types = FALSE))
  raw <- read_csv(path, skip = 3, col_names = header, show_col_types = FALSE,
                  col_types = cols(.default = col_character()))
  raw %>%
    transmute(
      response_id = ResponseId,
      finished = Finished == "True",
      age = as.integer(Q1_age),
      gender = Q2_gender,
      pref = Q3_pref,
      channel = na_if(Q5_channel, ""),
      satisfaction = as.integer(Q10_satisfaction),
      nps = as.integer(Q11_nps)
    )
}

read_regions <- function(path) {
  read_csv(path, show_col_types = FALSE) %>%
    distinct(pref, .keep_all = TRUE)
}

attach_region <- function(df, regions) {
  df %>% left_join(regions %>% select(pref, region), by = "pref")
}

# Quick sanity numbers printed at the top of every run.
describe_raw <- function(df) {
  sprintf("rows=%d finished=%d median_age=%s", nrow(df), sum(df$finished), median(df$age, na.rm = TRUE))
}
