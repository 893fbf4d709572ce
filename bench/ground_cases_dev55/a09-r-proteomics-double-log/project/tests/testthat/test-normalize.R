source("../../R/normalize.R")

test_that("median normalisation equalises sample medians", {
  m <- cbind(a = c(20, 21, 22), b = c(21, 22, 23))
  n <- normalize_median(2^m)
  meds <- apply(n, 2, median)
  expect_equal(unname(meds[1]), unname(meds[2]))
})

test_that("filter_valid keeps proteins seen in one group", {
  m <- rbind(c(1, 1, 1, NA, NA, NA), c(NA, NA, NA, NA, NA, 1))
  g <- factor(rep(c("1x", "10x"), each = 3), levels = c("1x", "10x"))
  expect_equal(nrow(filter_valid(m, g)), 1)
})

test_that("imputation fills every NA", {
  m <- cbind(a = c(20, NA, 22, 23), b = c(21, 22, NA, 24))
  expect_false(anyNA(impute_downshift(m)))
})
