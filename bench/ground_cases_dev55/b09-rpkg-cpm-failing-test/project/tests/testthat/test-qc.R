test_that("qc_metrics counts genes and mito reads", {
  m <- matrix(c(5, 0, 1, 0, 4, 0), nrow = 3,
              dimnames = list(c("MT-CO1", "ACTB", "GAPDH"), c("a", "b")))
  qc <- qc_metrics(m)
  expect_equal(qc$lib_size, c(6, 4))
  expect_equal(qc$genes_detected, c(2, 1))
  expect_equal(qc$pct_mito, c(100 * 5 / 6, 0))
})

test_that("flag_cells applies thresholds", {
  qc <- data.frame(genes_detected = c(100, 300), pct_mito = c(5, 5))
  expect_equal(flag_cells(qc)$keep, c(FALSE, TRUE))
})
