# Gene filtering applied before DESeq2.

#' Drop mitochondrial and ribosomal-protein genes (they dominate liver libraries).
drop_uninformative <- function(counts, gene_info) {
  bad <- gene_info$gene_id[gene_info$is_mito | gene_info$is_ribo]
  counts[!rownames(counts) %in% bad, , drop = FALSE]
}

#' Keep genes with at least `min_count` reads in at least `min_samples` samples.
#'
#' @param counts integer matrix, genes x samples
#' @param min_count minimum reads per sample
#' @param min_samples number of samples that must reach min_count
filter_low_counts <- function(counts, min_count = 10, min_samples = 3) {
  stopifnot(is.matrix(counts), min_samples <= ncol(counts))
  keep <- rowSums(counts >= min_count) >= min_samples
  message(sprintf("filter_low_counts: kept %d of %d genes", sum(keep), nrow(counts)))
  counts[keep, , drop = FALSE]
}

#' Smallest group size in the design, the usual choice for min_samples.
smallest_group <- function(coldata, group_col = "condition") {
  min(table(coldata[[group_col]]))
}

#' Fraction of reads kept after filtering, per sample (for the QC supplement).
kept_fraction <- function(before, after) {
  round(colSums(after) / colSums(before), 4)
}

#' One-line summary of the filtering step for the log and the QC report.
filter_summary <- function(before, after) {
  sprintf("%d -> %d genes (%.1f%% of reads kept, min over samples %.1f%%)",
          nrow(before), nrow(after), 100 * sum(after) / sum(before),
          100 * min(kept_fraction(before, after)))
}
