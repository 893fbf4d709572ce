# Figures: volcano (Fig. 2a), MA plot (Fig. S2), PCA (Fig. S1).
suppressPackageStartupMessages({
  library(ggplot2)
})

theme_paper <- function() {
  theme_classic(base_size = 8) +
    theme(legend.position = "none", plot.margin = margin(2, 2, 2, 2, "mm"))
}

volcano_plot <- function(tab, lfc = 1, alpha = 0.05, path = NULL) {
  tab$sig <- !is.na(tab$padj) & tab$padj < alpha & abs(tab$log2FoldChange) > lfc
  p <- ggplot(tab, aes(x = log2FoldChange, y = -log10(padj), colour = sig)) +
    geom_point(size = 0.4, alpha = 0.6) +
    scale_colour_manual(values = c(`FALSE` = "grey70", `TRUE` = "#B2182B")) +
    geom_vline(xintercept = c(-lfc, lfc), linetype = "dashed", linewidth = 0.3) +
    labs(x = expression(log[2]~fold~change), y = expression(-log[10]~adjusted~italic(P))) +
    geom_hline(yintercept = -log10(alpha), linetype = "dashed", linewidth = 0.3) +
    theme_paper()
  if (!is.null(path)) ggsave(path, p, width = 85, height = 70, units = "mm")
  p
}

ma_plot <- function(tab, alpha = 0.05, path = NULL) {
  tab$sig <- !is.na(tab$padj) & tab$padj < alpha
  p <- ggplot(tab, aes(x = log10(baseMean + 1), y = log2FoldChange, colour = sig)) +
    geom_point(size = 0.3, alpha = 0.5) +
    scale_colour_manual(values = c(`FALSE` = "grey70", `TRUE` = "#2166AC")) +
    geom_hline(yintercept = 0, linewidth = 0.3) +
    labs(x = "log10 mean normalised count", y = "log2 fold change") +
    theme_paper()
  if (!is.null(path)) ggsave(path, p, width = 85, height = 70, units = "mm")
  p
}

pca_plot <- function(dds, path = NULL) {
  vsd <- DESeq2::vst(dds, blind = TRUE)
  p <- DESeq2::plotPCA(vsd, intgroup = c("condition", "batch")) + theme_paper()
  if (!is.null(path)) ggsave(path, p, width = 85, height = 70, units = "mm")
  p
}
