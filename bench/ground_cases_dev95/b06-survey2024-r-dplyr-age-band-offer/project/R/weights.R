# Post-stratification weights: age band x gender to the 2020 census shares (18+).
suppressPackageStartupMessages({
  library(dplyr)
  library(tibble)
})

POP_TARGETS <- tribble(
  ~age_band, ~gender,  ~pop_share,
  "18-29",   "male",   0.078,
  "18-29",   "female", 0.074,
  "30-39",   "male",   0.068,
  "30-39",   "female", 0.066,
  "40-49",   "male",   0.086,
  "40-49",   "female", 0.084,
  "50-59",   "male",   0.077,
  "50-59",   "female", 0.077,
  "60+",     "male",   0.180,
  "60+",     "female", 0.210
)

add_weights <- function(df, targets = POP_TARGETS) {
  cells <- df %>%
    filter(gender != "other", !is.na(age_band)) %>%
    count(age_band, gender, name = "n_cell") %>%
    mutate(age_band = as.character(age_band), sample_share = n_cell / sum(n_cell))
  df %>%
    mutate(age_band_chr = as.character(age_band)) %>%
    left_join(cells, by = c("age_band_chr" = "age_band", "gender")) %>%
    left_join(targets, by = c("age_band_chr" = "age_band", "gender")) %>%
    mutate(weight = if_else(is.na(pop_share), 1, pop_share / sample_share)) %>%
    select(-age_band_chr, -n_cell, -sample_share, -pop_share)
}
