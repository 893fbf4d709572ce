# Table 2 of the paper: effect sizes anodal vs sham after stimulation.

source("R/load_data.R")
source("R/effect_sizes.R")

trials <- load_nback()
means <- subject_means(trials) |> exclude_subjects()

tab <- effect_table(means)
tab$d <- round(tab$d, 2)
tab$g <- round(tab$g, 2)
tab$ci_low <- round(tab$ci_low, 2)
tab$ci_high <- round(tab$ci_high, 2)

dir.create("output", showWarnings = FALSE)
write.csv(tab, "output/table2.csv", row.names = FALSE)
print(tab[, c("outcome", "load", "n_anodal", "n_sham", "d", "g", "ci_low", "ci_high")], row.names = FALSE)
