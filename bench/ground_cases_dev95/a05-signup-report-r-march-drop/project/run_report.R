#!/usr/bin/env Rscript
# Rscript run_report.R  -> out/*.png and out/*.csv for the monthly growth deck

suppressPackageStartupMessages({
  library(dplyr)
  library(ggplot2)
})
options(readr.show_col_types = FALSE, dplyr.summarise.inform = FALSE)

for (f in c("R/load.R", "R/clean.R", "R/summaries.R", "R/plots.R")) source(f)

signups <- read_signups() |> clean_signups()
trials <- read_trials()

monthly <- monthly_signups(signups)
channels <- signups_by_channel(signups)
conversion <- conversion_by_channel(signups, trials)

save_plot(plot_monthly_signups(monthly), "monthly_signups", height = 6)
save_plot(plot_conversion(conversion), "conversion_by_channel", height = 3.5)

dir.create("out", showWarnings = FALSE)
readr::write_csv(monthly, "out/monthly_signups.csv")
readr::write_csv(channels, "out/signups_by_channel.csv")
readr::write_csv(conversion, "out/conversion_by_channel.csv")

message(sprintf(
  "report: %d signups, %d trials, data pulled %s",
  nrow(signups), nrow(trials), format(export_date())
))
message("charts written to out/")

invisible(TRUE)
