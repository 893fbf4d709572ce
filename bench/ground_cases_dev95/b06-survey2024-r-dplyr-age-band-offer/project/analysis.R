# 2024 customer survey: build the weighted tables and charts for the report deck.
# Run from the project root:  Rscript analysis.R
suppressPackageStartupMessages({
  library(dplyr)
  library(readr)
  library(ggplot2)
})

source("R/load.R")
source("R/clean.R")
source("R/weights.R")
source("R/summary.R")
source("R/plots.R")

out_dir <- "out"
dir.create(out_dir, showWarnings = FALSE)

responses <- read_survey("data/survey_2024.csv") %>%
  clean_responses() %>%
  add_weights()

message(sprintf("responses: %d (weighted n = %.1f)", nrow(responses), sum(responses$weight, na.rm = TRUE)))

nps <- weighted_nps(responses, channel)
write_csv(nps, file.path(out_dir, "nps_by_channel.csv"))

p_nps <- plot_nps_by_channel(nps)
ggsave(file.path(out_dir, "nps_by_channel.png"), p_nps, width = 7, height = 4, dpi = 150)
message("Saved: ", file.path(out_dir, "nps_by_channel.png"))

top2 <- satisfaction_top2(responses, channel)
write_csv(top2, file.path(out_dir, "satisfaction_top2_by_channel.csv"))

sat_age <- weighted_share(responses, age_band, satisfaction)
p_sat_age <- plot_satisfaction_by_age(sat_age)
for (ext in c("png", "pdf")) {
  target <- file.path(out_dir, paste0("satisfaction_by_age.", ext))
  if (ext == "pdf") {
    ggsave(target, p_sat_age, width = 8, height = 4.5, device = cairo_pdf)
  } else {
    ggsave(target, p_sat_age, width = 8, height = 4.5, dpi = 150)
  }
  message("Saved: ", target)
}
