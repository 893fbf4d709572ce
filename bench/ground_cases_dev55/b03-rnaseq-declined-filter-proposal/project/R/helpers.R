# Shared helpers for the analysis scripts.
suppressPackageStartupMessages({
  library(yaml)
  library(readr)
  library(dplyr)
})

load_config <- function(path = "config.yaml") {
  cfg <- yaml::read_yaml(path)
  dir.create(cfg$out_dir, showWarnings = FALSE, recursive = TRUE)
  cfg
}

out_path <- function(cfg, name) file.path(cfg$out_dir, name)

read_samples <- function(cfg) {
  s <- readr::read_csv(cfg$sample_sheet, show_col_types = FALSE)
  s$genotype <- factor(s$genotype, levels = c("WT", "KO"))
  s$batch <- factor(s$batch)
  as.data.frame(s)
}

# gene_id -> symbol table from the featureCounts annotation columns
symbol_map <- function(cfg) {
  ann <- readr::read_tsv(cfg$counts_file, comment = "#", show_col_types = FALSE)
  setNames(ann$gene_name, ann$Geneid)
}

log_step <- function(...) {
  message(format(Sys.time(), "[%H:%M:%S] "), ...)
}
