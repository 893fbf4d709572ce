#' Per-cell QC metrics
#'
#' @param counts genes x cells count matrix with gene symbols as row names.
#' @return data.frame with one row per cell.
#' @export
qc_metrics <- function(counts) {
  lib <- Matrix::colSums(counts)
  detected <- Matrix::colSums(counts > 0)
  mito <- grepl("^(MT|mt)-", rownames(counts))
  pct_mito <- ifelse(lib > 0, 100 * Matrix::colSums(counts[mito, , drop = FALSE]) / lib, 0)
  data.frame(
    cell = colnames(counts),
    lib_size = as.numeric(lib),
    genes_detected = as.numeric(detected),
    pct_mito = as.numeric(pct_mito),
    row.names = NULL
  )
}

#' Flag low-quality cells with fixed thresholds
#'
#' @param qc output of [qc_metrics()].
#' @param min_genes,max_mito thresholds.
flag_cells <- function(qc, min_genes = 200, max_mito = 20) {
  qc$keep <- qc$genes_detected >= min_genes & qc$pct_mito <= max_mito
  qc
}

# median absolute deviation outliers, used by the vignette
mad_outlier <- function(x, nmads = 3) {
  med <- stats::median(x)
  dev <- stats::mad(x)
  abs(x - med) > nmads * dev
}
