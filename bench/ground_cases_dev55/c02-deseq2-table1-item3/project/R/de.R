# DESeq2 model: ~ batch + condition, NASH vs control.
suppressPackageStartupMessages({
  library(DESeq2)
})

build_dds <- function(counts, coldata) {
  stopifnot(identical(colnames(counts), rownames(coldata)))
  coldata$condition <- relevel(factor(coldata$condition), ref = "control")
  coldata$batch <- factor(coldata$batch)
  DESeqDataSetFromMatrix(countData = counts, colData = coldata, design = ~ batch + condition)
}

run_de <- function(dds, params) {
  dds <- DESeq(dds, parallel = FALSE, quiet = TRUE)
  res <- results(dds, name = "condition_NASH_vs_control", alpha = 0.1)
  shr <- lfcShrink(dds, coef = "condition_NASH_vs_control", res = res, type = "apeglm", quiet = TRUE)
  list(dds = dds, res = res, shrunk = shr)
}

as_table <- function(res, gene_info) {
  df <- as.data.frame(res)
  df$gene_id <- rownames(df)
  df <- merge(df, gene_info[, c("gene_id", "symbol", "biotype")], by = "gene_id", all.x = TRUE)
  df[order(df$padj, na.last = TRUE), ]
}

write_de_table <- function(df, path) {
  dir.create(dirname(path), showWarnings = FALSE, recursive = TRUE)
  utils::write.csv(df, path, row.names = FALSE)
  message("wrote ", path)
  invisible(path)
}
