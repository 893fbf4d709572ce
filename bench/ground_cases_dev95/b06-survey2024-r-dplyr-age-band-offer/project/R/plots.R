# ggplot2 charts for the report deck (16:9 slides, Japanese labels).
suppressPackageStartupMessages(library(ggplot2))

theme_deck <- function() {
  theme_minimal(base_size = 12, base_family = "Noto Sans CJK JP") +
    theme(
      panel.grid.minor = element_blank(),
      plot.title = element_text(face = "bold"),
      legend.position = "bottom"
    )
}

plot_nps_by_channel <- function(nps) {
  ggplot(nps, aes(x = reorder(channel, nps), y = nps)) +
    geom_col(fill = "#4C72B0") +
    geom_text(aes(label = sprintf("%.0f", nps)), hjust = -0.2, size = 3.5) +
    coord_flip() +
    labs(title = "チャネル別 NPS", x = NULL, y = "NPS") +
    theme_deck()
}

SATISFACTION_COLORS <- c(
  "不満" = "#C44E52",
  "やや不満" = "#E8A5A7",
  "どちらでもない" = "#CCCCCC",
  "やや満足" = "#9DB8DA",
  "満足" = "#4C72B0"
)

# 100% stacked bars: weighted share of each satisfaction answer per age band.
plot_satisfaction_by_age <- function(shares) {
  ggplot(shares, aes(x = age_band, y = share, fill = satisfaction)) +
    geom_col(width = 0.7) +
    scale_y_continuous(labels = scales::percent) +
    scale_fill_manual(values = SATISFACTION_COLORS, drop = FALSE) +
    coord_flip() +
    labs(title = "年代別 満足度", x = NULL, y = "割合（ウェイト付き）", fill = NULL) +
    theme_deck()
}
