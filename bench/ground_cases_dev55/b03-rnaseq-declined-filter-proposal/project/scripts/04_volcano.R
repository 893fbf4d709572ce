# Volcano plot of KO vs WT (Fig. 3b).
source("R/helpers.R")
suppressPackageStartupMessages({
  library(ggplot2)
  library(ggrepel)
})
cfg <- load_config()

tab <- readr::read_tsv(out_path(cfg, "de_all.tsv"), show_col_types = FALSE)
tab <- tab[!is.na(tab$padj), ]
tab$neglog10p <- -log10(tab$padj)
tab$class <- "ns"
tab$class[tab$padj < cfg$padj_cutoff & tab$log2FoldChange > cfg$lfc_cutoff] <- "up"
tab$class[tab$padj < cfg$padj_cutoff & tab$log2FoldChange < -cfg$lfc_cutoff] <- "down"
top <- head(tab[tab$class != "ns", ][order(tab$padj[tab$class != "ns"]), ], 10)

p <- ggplot(tab, aes(log2FoldChange, neglog10p, colour = class)) +
  geom_point(size = 0.6, alpha = 0.6) +
  scale_colour_manual(values = c(up = "#C0392B", down = "#2E6DB4", ns = "grey70"), guide = "none") +
  ggrepel::geom_text_repel(data = top, aes(label = symbol), size = 2.2, colour = "black",
                           max.overlaps = Inf, segment.size = 0.2) +
  geom_vline(xintercept = c(-1, 1) * cfg$lfc_cutoff, linetype = "dashed", linewidth = 0.3) +
  geom_hline(yintercept = -log10(cfg$padj_cutoff), linetype = "dashed", linewidth = 0.3) +
  labs(x = expression(log[2]~"fold change (KO/WT)"), y = expression(-log[10]~"adj. p")) +
  theme_classic(base_size = 8)

lim <- ceiling(max(abs(tab$log2FoldChange), na.rm = TRUE))
p <- p + coord_cartesian(xlim = c(-lim, lim))

ggsave(out_path(cfg, "fig3b_volcano.pdf"), p, width = 88, height = 75, units = "mm")
log_step("wrote fig3b_volcano.pdf")
