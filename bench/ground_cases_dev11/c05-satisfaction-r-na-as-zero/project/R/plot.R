suppressPackageStartupMessages({
  library(ggplot2)
  library(dplyr)
})

save_trend_plot <- function(weekly, path) {
  p <- ggplot(weekly, aes(x = week, y = avg_score, colour = channel)) +
    geom_line(linewidth = 0.8) +
    geom_point(size = 1.6) +
    scale_y_continuous(limits = c(1, 5), breaks = 1:5) +
    labs(x = NULL, y = "平均满意度", colour = "渠道", title = "每周满意度趋势") +
    theme_minimal(base_family = "PingFang SC")
  ggsave(path, p, width = 8, height = 4.5, dpi = 150)
}
