# Reading featureCounts output, the sample sheet and the gene annotation table.

load_counts <- function(path) {
  raw <- utils::read.delim(path, comment.char = "#", check.names = FALSE)
  # featureCounts: Geneid Chr Start End Strand Length <one column per BAM>
  counts <- as.matrix(raw[, -(1:6)])
  rownames(counts) <- sub("\\.[0-9]+$", "", raw$Geneid)
  colnames(counts) <- sub("\\.bam$", "", basename(colnames(counts)))
  storage.mode(counts) <- "integer"
  counts
}

load_coldata <- function(path) {
  cd <- utils::read.delim(path, stringsAsFactors = FALSE)
  rownames(cd) <- cd$sample
  stopifnot(all(c("condition", "batch") %in% names(cd)))
  cd
}

load_gene_info <- function(path) {
  gi <- utils::read.delim(path, stringsAsFactors = FALSE)
  gi$gene_id <- sub("\\.[0-9]+$", "", gi$gene_id)
  gi$is_mito <- gi$chrom == "chrM"
  gi$is_ribo <- grepl("^Rp[sl][0-9]", gi$symbol)
  gi[!duplicated(gi$gene_id), ]
}

check_samples <- function(counts, coldata) {
  missing <- setdiff(rownames(coldata), colnames(counts))
  if (length(missing)) {
    stop("samples in the sheet but not in the counts: ", paste(missing, collapse = ", "))
  }
  invisible(TRUE)
}
