# DESeq2: KO vs WT with batch as a covariate.
source("R/helpers.R")
suppressPackageStartupMessages(library(DESeq2))
cfg <- load_config()

counts <- readRDS(out_path(cfg, "counts_filtered.rds"))
samples <- read_samples(cfg)

dds <- DESeqDataSetFromMatrix(counts, colData = samples, design = as.formula(cfg$design))
dds <- DESeq(dds, quiet = TRUE)
res <- results(dds, contrast = unlist(cfg$contrast), alpha = cfg$padj_cutoff)
res <- lfcShrink(dds, coef = "genotype_KO_vs_WT", res = res, type = "apeglm", quiet = TRUE)

tab <- as.data.frame(res)
tab$gene_id <- rownames(tab)
tab$symbol <- symbol_map(cfg)[tab$gene_id]
tab <- tab[order(tab$pvalue), ]

sig <- subset(tab, !is.na(padj) & padj < cfg$padj_cutoff & abs(log2FoldChange) > cfg$lfc_cutoff)
log_step("DE genes: ", nrow(sig), " (up ", sum(sig$log2FoldChange > 0),
         ", down ", sum(sig$log2FoldChange < 0), ")")

readr::write_tsv(tab, out_path(cfg, "de_all.tsv"))
readr::write_tsv(sig, out_path(cfg, "de_significant.tsv"))
saveRDS(dds, out_path(cfg, "dds.rds"))

# MA plot and PCA for the supplement
pdf(out_path(cfg, "ma_plot.pdf"), width = 4, height = 3.5)
plotMA(res, ylim = c(-6, 6), alpha = cfg$padj_cutoff)
dev.off()
vsd <- vst(dds, blind = FALSE)
pca <- plotPCA(vsd, intgroup = c("genotype", "batch"), returnData = TRUE)
readr::write_tsv(pca, out_path(cfg, "pca_coords.tsv"))
