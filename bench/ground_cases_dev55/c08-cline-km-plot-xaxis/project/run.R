#!/usr/bin/env Rscript
# Figures and tables of the trial report.
source("R/prep.R")
source("R/km_plot.R")
source("R/cox.R")

d <- prep_survival(read_trial("data/analysis_export_2025-05-30.csv"))
message(sprintf("n = %d (%s)", nrow(d), paste(names(table(d$arm)), table(d$arm), sep = ": ", collapse = ", ")))
message(sprintf("median follow-up: %.1f months", median_follow_up(d)))

save_km(km_figure(d), "figures/fig1_os_km.pdf")
save_km(km_figure(d, "pfs_m", "pfs_event", "Progression-free survival (%)"), "figures/figS1_pfs_km.pdf")

os_fit <- fit_cox(d)
check_ph(os_fit)
hr <- hr_table(os_fit)
print(hr)
message(sprintf("log-rank p (OS) = %.3g", logrank_p(d)))
dir.create("tables", showWarnings = FALSE)
write.csv(hr, "tables/cox_os.csv", row.names = FALSE)
