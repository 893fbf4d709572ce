# Differential abundance 10x vs 1x with limma (moderated t, BH adjusted).

library(limma)

run_limma <- function(mat, samples) {
  design <- model.matrix(~ level, data = samples)
  fit <- lmFit(mat, design)
  fit <- eBayes(fit, trend = TRUE, robust = TRUE)
  res <- topTable(fit, coef = "level10x", number = Inf, sort.by = "none")
  res$protein <- rownames(res)
  res
}

# Benchmark summary: true/false positives at an adjusted p-value cutoff.
benchmark <- function(res, padj = 0.05, lfc = 1) {
  hit <- res$adj.P.Val < padj & abs(res$logFC) > lfc
  ups <- is_ups(res$protein)
  data.frame(
    true_pos = sum(hit & ups),
    false_pos = sum(hit & !ups),
    ups_total = sum(ups),
    fdp = sum(hit & !ups) / max(sum(hit), 1),
    median_ups_lfc = median(res$logFC[ups]),
    expected_lfc = log2(10)
  )
}

# Recovered UPS1 proteins ranked by adjusted p, for the supplementary table.
ups_recovery <- function(res, padj = 0.05) {
  ups <- res[is_ups(res$protein), c("protein", "logFC", "AveExpr", "adj.P.Val")]
  ups$recovered <- ups$adj.P.Val < padj
  ups[order(ups$adj.P.Val), ]
}
