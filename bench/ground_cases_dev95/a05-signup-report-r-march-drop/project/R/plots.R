# ggplot2 charts for the growth deck.

library(ggplot2)
library(scales)

# brand palette (deck template 2025)
PALETTE <- c("#0B3C5D", "#328CC1", "#D9B310", "#1D2731", "#6C7A89")

theme_deck <- function() {
  theme_minimal(base_size = 12) +
    theme(
      panel.grid.minor = element_blank(),
      legend.position = "bottom",
      plot.title.position = "plot"
    )
}

plot_monthly_signups <- function(monthly) {
  ggplot(monthly, aes(x = month, y = signups)) +
    geom_col(fill = PALETTE[1]) +
    facet_wrap(~region, ncol = 3) +
    scale_x_date(date_labels = "%b", date_breaks = "1 month") +
    labs(title = "Signups per month by region", x = NULL, y = NULL) +
    theme_deck() +
    theme(axis.text.x = element_text(size = 8))
}

plot_conversion <- function(conversion) {
  ggplot(conversion, aes(x = reorder(channel, conversion), y = conversion)) +
    geom_col(fill = PALETTE[1]) +
    coord_flip() +
    scale_y_continuous(labels = percent) +
    labs(title = "Trial to paid conversion by channel", x = NULL, y = NULL) +
    theme_deck()
}

save_plot <- function(plot, name, width = 8, height = 4.5) {
  dir.create("out", showWarnings = FALSE)
  ggsave(file.path("out", paste0(name, ".png")), plot, width = width, height = height, dpi = 150)
}
