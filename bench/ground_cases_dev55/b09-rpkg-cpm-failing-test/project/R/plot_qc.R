#' QC scatter plot
#'
#' Library size against detected genes, coloured by percent mitochondrial reads.
#'
#' @param qc output of [qc_metrics()].
#' @export
plot_qc <- function(qc) {
  ggplot2::ggplot(qc, ggplot2::aes(lib_size, genes_detected, colour = pct_mito)) +
    ggplot2::geom_point(size = 0.5, alpha = 0.7) +
    ggplot2::scale_x_log10() +
    ggplot2::scale_y_log10() +
    ggplot2::scale_colour_viridis_c(name = "% mito") +
    ggplot2::labs(x = "UMIs per cell", y = "Genes detected") +
    ggplot2::theme_bw(base_size = 9)
}
