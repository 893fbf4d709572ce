# Read the featureCounts table and write a plain count matrix (genes x samples).
source("R/helpers.R")
cfg <- load_config()

fc <- readr::read_tsv(cfg$counts_file, comment = "#", show_col_types = FALSE)
samples <- read_samples(cfg)

count_cols <- setdiff(names(fc), c("Geneid", "Chr", "Start", "End", "Strand", "Length", "gene_name"))
names(count_cols) <- sub("^.*/", "", sub("\\.sorted\\.bam$", "", count_cols))
stopifnot(all(samples$sample %in% names(count_cols)))

counts <- as.matrix(fc[, count_cols[samples$sample]])
rownames(counts) <- fc$Geneid
colnames(counts) <- samples$sample
storage.mode(counts) <- "integer"

log_step("genes: ", nrow(counts), ", samples: ", ncol(counts))
log_step("library sizes (M): ", paste(round(colSums(counts) / 1e6, 1), collapse = ", "))
saveRDS(counts, out_path(cfg, "counts_raw.rds"))
