#' Transcripts per million
#'
#' Scale each cell (column) by gene length and library size.
#'
#' @param counts genes x cells count matrix (dense or sparse).
#' @param lengths gene lengths in bp, one per row of `counts`.
#' @return matrix of the same shape.
#' @export
tpm <- function(counts, lengths) {
  stopifnot(length(lengths) == nrow(counts))
  rate <- counts / (lengths / 1e3)
  lib <- Matrix::colSums(rate)
  lib[lib == 0] <- 1          # empty droplets stay all-zero instead of NaN
  t(t(rate) / lib) * 1e6
}

#' Counts per million
#'
#' Scale each cell (column) by its library size; no gene-length correction (UMI data).
#'
#' @param counts genes x cells count matrix (dense or sparse).
#' @return matrix of the same shape.
#' @export
cpm <- function(counts) {
  lib <- Matrix::colSums(counts)
  t(t(counts) / lib) * 1e6
}

#' Normalise a count matrix
#'
#' @param counts genes x cells count matrix.
#' @param lengths gene lengths (needed for `method = "tpm"`).
#' @param method normalisation method; `"cpm"` (default) for UMI data.
#' @param log if `TRUE`, return `log1p()` of the normalised values.
#' @export
normalize_counts <- function(counts, lengths = NULL, method = c("cpm", "tpm"), log = FALSE) {
  method <- match.arg(method)
  out <- switch(method,
    tpm = {
      if (is.null(lengths)) stop("`lengths` is required for TPM")
      tpm(counts, lengths)
    },
    cpm = cpm(counts)
  )
  if (log) out <- log1p(out)
  out
}

# Keep gene and cell names when a helper drops them.
.restore_dimnames <- function(x, like) {
  dimnames(x) <- dimnames(like)
  x
}
