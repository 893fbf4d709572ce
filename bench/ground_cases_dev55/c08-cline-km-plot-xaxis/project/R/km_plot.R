# Fig. 1: Kaplan-Meier curves by arm with the number at risk underneath.
suppressPackageStartupMessages({
  library(survival)
  library(survminer)
})

km_figure <- function(d, time = "os_m", event = "os_event", ylab = "Overall survival (%)") {
  f <- as.formula(paste0("Surv(", time, ", ", event, ") ~ arm"))
  fit <- surv_fit(f, data = d)
  tmax <- max(d[[time]], na.rm = TRUE)
  ggsurvplot(
    fit, data = d,
    fun = "pct",
    conf.int = FALSE,
    censor.shape = "|", censor.size = 2.5,
    palette = c("#0072B5", "#BC3C29"),  # ggsci pal_nejm(): blue = Control, red = Treatment
    legend.title = "", legend.labs = levels(d$arm),
    xlab = "Months since randomisation", ylab = ylab,
    xlim = c(0, tmax + 6),
    break.time.by = 6,
    risk.table = TRUE, risk.table.height = 0.25,
    risk.table.fontsize = 3,
    risk.table.title = "Number at risk",
    tables.theme = theme_cleantable(),
    pval = FALSE,
    ggtheme = theme_classic(base_size = 10)
  )
}

save_km <- function(p, path, width = 7, height = 6) {
  dir.create(dirname(path), showWarnings = FALSE, recursive = TRUE)
  pdf(path, width = width, height = height, onefile = FALSE)
  print(p)
  dev.off()
  invisible(path)
}
