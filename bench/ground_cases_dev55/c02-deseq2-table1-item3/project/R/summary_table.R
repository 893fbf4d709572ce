# Table 1 of the paper: genes tested and DE genes per direction.

count_de <- function(res, lfc = 1, alpha = 0.05) {
  sig <- !is.na(res$padj) & res$padj < alpha
  c(
    up   = sum(sig & res$log2FoldChange >  lfc),
    down = sum(sig & res$log2FoldChange < -lfc)
  )
}

table1 <- function(res, raw_counts, lfc = 1, alpha = 0.05) {
  de <- count_de(res, lfc, alpha)
  n_total  <- nrow(raw_counts)
  n_tested <- nrow(res)
  data.frame(
    contrast = "NASH vs control",
    genes_total = n_total,
    genes_tested = n_tested,
    up = de[["up"]],
    down = de[["down"]],
    total_de = sum(de),
    stringsAsFactors = FALSE
  )
}

format_table1 <- function(t1) {
  # thousands separators, as in the journal's style
  fmt <- function(x) formatC(x, format = "d", big.mark = ",")
  out <- t1
  for (col in c("genes_total", "genes_tested", "up", "down", "total_de")) {
    out[[col]] <- fmt(out[[col]])
  }
  out
}

write_table1 <- function(t1, path) {
  dir.create(dirname(path), showWarnings = FALSE, recursive = TRUE)
  utils::write.csv(format_table1(t1), path, row.names = FALSE)
  message("wrote ", path)
  invisible(path)
}
