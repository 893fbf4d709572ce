# Remove genes with too few reads before DESeq2.
source("R/helpers.R")
cfg <- load_config()

counts <- readRDS(out_path(cfg, "counts_raw.rds"))
samples <- read_samples(cfg)
stopifnot(identical(colnames(counts), samples$sample))

# drop mitochondrial and rRNA genes first (they dominate some libraries)
sym <- symbol_map(cfg)[rownames(counts)]
is_mt <- grepl("^mt-", sym)
is_rrna <- grepl("^Rn[0-9]", sym)
counts <- counts[!(is_mt | is_rrna), ]
log_step("removed ", sum(is_mt), " mt and ", sum(is_rrna), " rRNA genes")

# low-count filter
keep <- rowSums(counts) >= cfg$min_count
counts <- counts[keep, ]
log_step("kept ", sum(keep), " of ", length(keep), " genes")

# per-sample summary after filtering, for the supplementary QC table
qc <- data.frame(
  sample = colnames(counts),
  genotype = samples$genotype,
  batch = samples$batch,
  reads_M = round(colSums(counts) / 1e6, 2),
  genes_detected = colSums(counts > 0)
)
readr::write_tsv(qc, out_path(cfg, "qc_after_filter.tsv"))
print(qc, row.names = FALSE)

saveRDS(counts, out_path(cfg, "counts_filtered.rds"))
