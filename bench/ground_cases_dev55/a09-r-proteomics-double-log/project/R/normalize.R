# Normalisation and filtering of the protein intensity matrix.

# Keep proteins quantified in at least `min_valid` samples of at least one group.
filter_valid <- function(mat, groups, min_valid = 3) {
  ok <- sapply(levels(groups), function(g) rowSums(!is.na(mat[, groups == g, drop = FALSE])) >= min_valid)
  mat[apply(ok, 1, any), , drop = FALSE]
}

# Median normalisation: shift every sample so that its median equals the grand median.
normalize_median <- function(mat) {
  mat <- log2(mat + 1)
  med <- apply(mat, 2, median, na.rm = TRUE)
  sweep(mat, 2, med - median(med), "-")
}

# Left-censored imputation (Perseus style): draws from a down-shifted normal per sample.
impute_downshift <- function(mat, shift = 1.8, width = 0.3, seed = 1) {
  set.seed(seed)
  for (j in seq_len(ncol(mat))) {
    miss <- is.na(mat[, j])
    if (!any(miss)) next
    mu <- mean(mat[, j], na.rm = TRUE) - shift * sd(mat[, j], na.rm = TRUE)
    sigma <- width * sd(mat[, j], na.rm = TRUE)
    mat[miss, j] <- rnorm(sum(miss), mu, sigma)
  }
  mat
}

# Share of missing values per sample and group, for the QC table in the report.
missing_summary <- function(mat, groups) {
  per_sample <- colMeans(is.na(mat))
  data.frame(
    sample = colnames(mat),
    group = groups,
    missing_pct = round(100 * per_sample, 1)
  )
}
