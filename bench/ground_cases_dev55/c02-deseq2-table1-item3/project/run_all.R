#!/usr/bin/env Rscript
# Full pipeline: counts -> filtering -> DESeq2 -> Table 1, Fig. 2, Table S3.
suppressPackageStartupMessages({
  library(yaml)
})
source("R/load_counts.R")
source("R/filter.R")
source("R/de.R")
source("R/summary_table.R")
source("R/plots.R")

params <- yaml::read_yaml("config/params.yaml")
set.seed(params$seed)

raw <- load_counts(params$counts_file)
coldata <- load_coldata(params$samples_file)
gene_info <- load_gene_info(params$gene_table)
check_samples(raw, coldata)

counts <- drop_uninformative(raw, gene_info)
counts <- filter_low_counts(counts, min_count = params$min_count, min_samples = params$min_samples)

dds <- build_dds(counts, coldata[colnames(counts), ])
fit <- run_de(dds, params)

tab <- as_table(fit$shrunk, gene_info)
write_de_table(tab, "results/de_NASH_vs_control.csv")

de <- count_de(fit$res, lfc = params$lfc, alpha = params$alpha)
message(sprintf("DE (padj < %.2f, |log2FC| > %g): up %d, down %d, total %d",
                params$alpha, params$lfc, de[["up"]], de[["down"]], sum(de)))
t1 <- table1(fit$res, raw, lfc = params$lfc, alpha = params$alpha)
print(format_table1(t1))
write_table1(t1, "results/table1.csv")

volcano_plot(tab, lfc = params$lfc, alpha = params$alpha, path = "figures/fig2a_volcano.pdf")
ma_plot(tab, alpha = params$alpha, path = "figures/figS2_ma.pdf")
pca_plot(fit$dds, path = "figures/figS1_pca.pdf")
