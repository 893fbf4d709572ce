source("../../R/effect_sizes.R")

test_that("d is zero for identical groups", {
  x <- c(1, 2, 3, 4)
  expect_equal(cohens_d(x, x), 0)
})

test_that("d is positive when anodal is higher", {
  expect_gt(cohens_d(c(5, 6, 7), c(1, 2, 3)), 0)
})

test_that("CI is symmetric around d", {
  ci <- d_ci(0.5, 20, 20)
  expect_equal(mean(ci), 0.5)
})

test_that("effect_row returns one row", {
  df <- data.frame(
    load = "2back", session = "post",
    group = rep(c("anodal", "sham"), each = 3),
    accuracy = c(0.8, 0.85, 0.9, 0.7, 0.75, 0.8)
  )
  expect_equal(nrow(effect_row(df, "accuracy", "2back")), 1)
})
