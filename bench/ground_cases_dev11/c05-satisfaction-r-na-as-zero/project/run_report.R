#!/usr/bin/env Rscript
# Weekly satisfaction report: Rscript run_report.R [config.yml]

suppressPackageStartupMessages({
  library(yaml)
  library(readr)
})

args <- commandArgs(trailingOnly = TRUE)
cfg <- read_yaml(if (length(args) > 0) args[[1]] else "config.yml")

source("R/load.R")
source("R/clean.R")
source("R/summarise.R")
source("R/plot.R")

raw <- load_export(cfg$input)
responses <- clean_responses(raw)
message(sprintf("%d responses after cleaning (%d raw)", nrow(responses), nrow(raw)))

weekly <- weekly_summary(responses)
overall <- overall_summary(responses)

dir.create(cfg$output_dir, showWarnings = FALSE, recursive = TRUE)
write_csv(weekly, file.path(cfg$output_dir, "weekly_summary.csv"))
write_csv(overall, file.path(cfg$output_dir, "overall.csv"))
save_trend_plot(weekly, file.path(cfg$output_dir, "trend.png"))

message("report written to ", cfg$output_dir)
