#!/usr/bin/env Rscript
# Build daily/monthly summaries and plots for all stations.
#   Rscript run.R [data_dir] [out_dir]

suppressPackageStartupMessages({
  library(readr)
  library(ggplot2)
})

source("R/load.R")
source("R/clean.R")
source("R/summarise.R")
source("R/plot.R")

args <- commandArgs(trailingOnly = TRUE)
data_dir <- if (length(args) >= 1) args[[1]] else "data/raw"
out_dir <- if (length(args) >= 2) args[[2]] else "output"
dir.create(out_dir, showWarnings = FALSE, recursive = TRUE)

obs <- read_station_files(data_dir)
message(sprintf("read %d observations from %d stations", nrow(obs), length(unique(obs$station))))

obs <- clean_observations(obs)
obs <- flag_outliers(obs)

daily <- daily_summary(obs)
monthly <- monthly_summary(daily)

write_csv(daily, file.path(out_dir, "daily.csv"))
write_csv(monthly, file.path(out_dir, "monthly.csv"))

plot_all_stations(daily, file.path(out_dir, "plots"))
message("done")
