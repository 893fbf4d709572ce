# Figures for the report.

library(ggplot2)

volcano <- function(res) {
  res$class <- ifelse(is_ups(res$protein), "UPS1 (spiked)", "yeast background")
  ggplot(res, aes(logFC, -log10(adj.P.Val), colour = class)) +
    geom_point(size = 0.8, alpha = 0.7) +
    geom_hline(yintercept = -log10(0.05), linetype = "dashed", colour = "grey30") +
    geom_vline(xintercept = c(-1, 1), linetype = "dashed", colour = "grey30") +
    geom_vline(xintercept = log2(10), linetype = "dotted", colour = "grey40") +
    scale_colour_manual(values = c("UPS1 (spiked)" = "#d7301f", "yeast background" = "grey65")) +
    labs(x = "log2 fold change (10x / 1x)", y = "-log10 adjusted p", colour = NULL) +
    theme_bw(base_size = 9)
}

intensity_boxplot <- function(mat, title = "log2 LFQ intensity") {
  long <- data.frame(
    sample = rep(colnames(mat), each = nrow(mat)),
    value = as.vector(mat)
  )
  ggplot(long, aes(sample, value)) +
    geom_boxplot(outlier.size = 0.3) +
    labs(x = NULL, y = title) +
    theme_bw(base_size = 9) +
    theme(axis.text.x = element_text(angle = 45, hjust = 1))
}

lfc_density <- function(res) {
  res$class <- ifelse(is_ups(res$protein), "UPS1", "yeast")
  ggplot(res, aes(logFC, fill = class)) +
    geom_density(alpha = 0.5, colour = NA) +
    geom_vline(xintercept = c(0, log2(10)), linetype = "dashed") +
    theme_bw(base_size = 9)
}
