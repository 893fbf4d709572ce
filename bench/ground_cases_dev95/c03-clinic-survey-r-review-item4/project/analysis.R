#!/usr/bin/env Rscript
# Quarterly patient satisfaction report. Run from the project root:
#   Rscript analysis.R [data_dir]

suppressPackageStartupMessages({
  library(dplyr)
  library(readr)
  library(ggplot2)
})

source("R/load.R")
source("R/clean.R")
source("R/summarise.R")
source("R/plots.R")

args <- commandArgs(trailingOnly = TRUE)
data_dir <- if (length(args) >= 1) args[[1]] else "data"
out_dir <- "output"
dir.create(out_dir, showWarnings = FALSE)

raw <- load_survey(data_dir)
responses <- clean_responses(raw)
message(sprintf("%d responses after cleaning (%d dropped)", nrow(responses), nrow(raw) - nrow(responses)))

clinics <- clinic_scores(responses)
regions <- region_scores(responses)
ages <- age_group_scores(responses)

write_csv(clinics, file.path(out_dir, "clinic_scores.csv"))
write_csv(regions, file.path(out_dir, "region_scores.csv"))
write_csv(ages, file.path(out_dir, "age_group_scores.csv"))

save_plot(plot_clinic_scores(clinics), file.path(out_dir, "clinic_scores.png"))
save_plot(plot_wait_vs_score(clinics), file.path(out_dir, "wait_vs_score.png"))
save_plot(plot_region_boxplot(responses), file.path(out_dir, "region_boxplot.png"), width = 6, height = 5)

message("Wrote ", out_dir)
