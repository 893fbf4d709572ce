# Reading MaxQuant proteinGroups.txt into a log2 intensity matrix.

library(readr)
library(dplyr)

read_protein_groups <- function(path = "data/proteinGroups.txt") {
  pg <- read_tsv(path, show_col_types = FALSE, guess_max = 10000)
  pg |>
    filter(is.na(Reverse), is.na(`Potential contaminant`), is.na(`Only identified by site`)) |>
    filter(`Razor + unique peptides` >= 2)
}

# LFQ columns -> matrix (proteins x samples), zeros as NA, log2 scale.
load_intensities <- function(pg) {
  lfq <- pg |> select(starts_with("LFQ intensity "))
  mat <- as.matrix(lfq)
  colnames(mat) <- sub("LFQ intensity ", "", colnames(mat))
  rownames(mat) <- pg$`Majority protein IDs`
  mat[mat == 0] <- NA
  mat <- log2(mat)
  mat
}

sample_table <- function(mat) {
  data.frame(
    sample = colnames(mat),
    level = factor(ifelse(grepl("^UPS10x", colnames(mat)), "10x", "1x"), levels = c("1x", "10x")),
    replicate = as.integer(sub(".*_R", "", colnames(mat)))
  )
}

is_ups <- function(ids) grepl("ups", ids, ignore.case = TRUE)
