# Charts for the quarterly report (ggplot2).

library(ggplot2)
library(dplyr)

theme_report <- function() {
  theme_minimal(base_size = 11) +
    theme(
      panel.grid.minor = element_blank(),
      plot.title = element_text(face = "bold"),
      legend.position = "bottom"
    )
}

plot_clinic_scores <- function(scores) {
  scores |>
    mutate(clinic_name = reorder(clinic_name, score)) |>
    ggplot(aes(x = score, y = clinic_name, fill = region)) +
    geom_col() +
    scale_fill_viridis_d(option = "D", end = 0.9) +
    coord_cartesian(xlim = c(1, 5)) +
    labs(title = "Satisfaction by clinic", x = "Mean score (1-5)", y = NULL, fill = "Region") +
    theme_report()
}

plot_wait_vs_score <- function(scores) {
  ggplot(scores, aes(x = median_wait, y = score)) +
    geom_point(aes(size = n), alpha = 0.7) +
    geom_smooth(method = "lm", formula = y ~ x, se = FALSE, colour = "grey40") +
    labs(title = "Waiting time vs satisfaction", x = "Median wait (min)", y = "Mean score", size = "Responses") +
    theme_report()
}

plot_region_boxplot <- function(responses) {
  ggplot(responses, aes(x = region, y = satisfaction, fill = region)) +
    geom_boxplot(width = 0.6, outlier.alpha = 0.4, show.legend = FALSE) +
    scale_fill_viridis_d(option = "D", end = 0.9) +
    labs(title = "Satisfaction by region", x = NULL, y = "Score (1-5)") +
    theme_report()
}

save_plot <- function(plot, path, width = 8, height = 6) {
  ggsave(path, plot, width = width, height = height, dpi = 150, bg = "white")
  invisible(path)
}
